import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import type { RegionDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type RegionsBody = { regions: RegionDto[]; types: Record<string, string> };

async function regions(query = ''): Promise<RegionsBody> {
  const res = await t.agent().get(`/api/regions.php${query}`);
  expect(res.status).toBe(200);
  return bodyOf<RegionsBody>(res);
}

describe('GET /api/regions.php', () => {
  it('lists the 12 Dutch provinces for NL', async () => {
    const { regions: list } = await regions('?country=NL');
    expect(list).toHaveLength(12);
    expect(list.every((r) => r.country === 'NL')).toBe(true);
    expect(list.map((r) => r.name)).toContain('Noord-Holland');
    expect(list.find((r) => r.name === 'Noord-Holland')).toMatchObject({ code: 'NL-NH', country: 'NL' });
  });

  it('accepts the country code in lower case', async () => {
    expect((await regions('?country=be')).regions.map((r) => r.code)).toContain('BE-VAN');
  });

  it('says what each country calls its regions', async () => {
    const { types } = await regions('?country=NL');
    expect(types).toMatchObject({ NL: 'province', CH: 'canton', US: 'state', PL: 'voivodeship' });
  });

  it('lists the regions of every country without a country', async () => {
    const { regions: all } = await regions();
    expect(new Set(all.map((r) => r.country)).size).toBe(15);
    const { regions: swiss } = await regions('?country=CH');
    expect(swiss.length).toBeGreaterThan(20);
    expect(all.filter((r) => r.country === 'CH')).toEqual(swiss);
  });

  it('lists nothing for a country we do not serve', async () => {
    expect((await regions('?country=XX')).regions).toEqual([]);
  });
});
