import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf, errorOf } from '../factories/http';
import type { GeocodeDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const geocode = (query: string) => t.agent().get(`/api/geocode.php?${query}`);

describe('GET /api/geocode.php', () => {
  it('places Amsterdam in Noord-Holland, the Netherlands', async () => {
    const res = await geocode('lat=52.37&lon=4.89');
    expect(res.status).toBe(200);
    expect(await bodyOf<GeocodeDto>(res)).toMatchObject({ country: 'NL', region: { code: 'NL-NH', name: 'Noord-Holland' } });
  });

  it('places Brussels in Belgium and Munich in Bavaria', async () => {
    expect((await bodyOf<GeocodeDto>(await geocode('lat=50.85&lon=4.35'))).country).toBe('BE');
    expect(await bodyOf<GeocodeDto>(await geocode('lat=48.14&lon=11.58'))).toMatchObject({ country: 'DE', region: { code: 'DE-BY' } });
  });

  it('answers 404 in the middle of the ocean', async () => {
    const res = await geocode('lat=30&lon=-40');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: 'not_found', message: 'Niet gevonden.' });
  });

  it('refuses a position that cannot exist', async () => {
    for (const [query, field] of [
      ['lat=999&lon=4.89', 'lat'],
      ['lat=52.37&lon=181', 'lon'],
      ['lat=north&lon=4.89', 'lat'],
      ['lon=4.89', 'lat'],
    ]) {
      const res = await geocode(query);
      expect(res.status, query).toBe(422);
      expect((await errorOf(res)).fields?.[field], query).toBe('Deze waarde is ongeldig.');
    }
  });
});
