import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import { insertMember } from '../factories/members';
import type { RegionDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type RegionsBody = { regions: RegionDto[]; types: Record<string, string> };

async function regions(query = '', language?: string): Promise<RegionsBody> {
  const agent = t.agent();
  if (language) agent.cookies.set('NEXT_LOCALE', language);
  const res = await agent.get(`/api/regions.php${query}`);
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

describe("region names in the visitor's language", () => {
  const names = async (country: string, language: string) => (await regions(`?country=${country}`, language)).regions.map((r) => r.name);

  it('names the Belgian provinces in French, Dutch and German', async () => {
    expect(await names('BE', 'fr')).toEqual(expect.arrayContaining(['Anvers', 'Flandre-Occidentale', 'Liège', 'Bruxelles', 'Brabant wallon']));
    expect(await names('BE', 'nl')).toEqual(expect.arrayContaining(['Antwerpen', 'West-Vlaanderen', 'Luik', 'Brussel', 'Waals-Brabant']));
    expect(await names('BE', 'de')).toEqual(expect.arrayContaining(['Antwerpen', 'Westflandern', 'Lüttich', 'Brüssel', 'Hennegau']));
  });

  it('keeps the same ids and codes whatever the language', async () => {
    const fr = (await regions('?country=BE', 'fr')).regions.find((r) => r.code === 'BE-VAN');
    const nl = (await regions('?country=BE', 'nl')).regions.find((r) => r.code === 'BE-VAN');
    expect(fr).toMatchObject({ id: nl!.id, name: 'Anvers' });
    expect(nl?.name).toBe('Antwerpen');
  });

  it('uses English exonyms and the native name where English has none', async () => {
    expect(await names('DE', 'en')).toEqual(expect.arrayContaining(['Bavaria', 'Lower Saxony', 'North Rhine-Westphalia', 'Hamburg', 'Baden-Württemberg']));
    expect(await names('PL', 'en')).toEqual(expect.arrayContaining(['Lesser Poland', 'Silesia', 'Świętokrzyskie']));
  });

  it('sorts Île-de-France among the I in French', async () => {
    const list = await names('FR', 'fr');
    expect(list.indexOf('Île-de-France')).toBe(list.indexOf('Hauts-de-France') + 1);
    expect(list.at(-1)).toBe("Provence-Alpes-Côte d'Azur");
  });

  it('sorts Łódzkie after Lubuskie in Polish, not after Zachodniopomorskie', async () => {
    const list = await names('PL', 'pl');
    expect(list.slice(2, 5)).toEqual(['Lubelskie', 'Lubuskie', 'Łódzkie']);
    expect(list.at(-1)).toBe('Zachodniopomorskie');
  });

  it('is not kept in shared caches, since the names follow the visitor', async () => {
    const res = await t.agent().get('/api/regions.php?country=BE');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it("names the region on member cards in the searcher's language", async () => {
    const member = await insertMember(t.db, { country: 'BE', regionCode: 'BE-VWV' });
    const search = async (language: string) => {
      const agent = t.agent();
      agent.cookies.set('NEXT_LOCALE', language);
      const res = await agent.get('/api/members.php?country=BE');
      expect(res.status, await res.clone().text()).toBe(200);
      const { profiles } = await bodyOf<{ profiles: { id: number; region: string | null }[] }>(res);
      return profiles.find((p) => p.id === member.id)?.region;
    };
    expect(await search('fr')).toBe('Flandre-Occidentale');
    expect(await search('nl')).toBe('West-Vlaanderen');
    expect(await search('en')).toBe('West Flanders');
  });
});
