import { describe, expect, it } from 'vitest';
import { sortByName } from '@/shared/collation';
import { countryName, regionName } from '@/shared/place-names';
import { LOCALES } from '@/shared/constants';
import { REGION_EXONYMS } from '@/shared/data/region-names';
import { REGION_SEED } from '@/server/db/seed/data/regions';

const same = (s: string) => s;

describe('sorting names for the reader', () => {
  it('puts Île-de-France among the I in French, not after Provence', () => {
    const regions = ['Provence-Alpes-Côte d’Azur', 'Île-de-France', 'Hauts-de-France', 'Normandie', 'Occitanie'];
    expect(sortByName(regions, 'fr', same)).toEqual(['Hauts-de-France', 'Île-de-France', 'Normandie', 'Occitanie', 'Provence-Alpes-Côte d’Azur']);
  });

  it('puts Łódzkie after Lubuskie in Polish, and Śląskie after Pomorskie', () => {
    const regions = ['Zachodniopomorskie', 'Łódzkie', 'Śląskie', 'Lubuskie', 'Pomorskie', 'Małopolskie'];
    expect(sortByName(regions, 'pl', same)).toEqual(['Lubuskie', 'Łódzkie', 'Małopolskie', 'Pomorskie', 'Śląskie', 'Zachodniopomorskie']);
  });

  it('sorts Å, Ä and Ö after Z in Swedish, and Ø after Z in Danish', () => {
    expect(sortByName(['Östergötland', 'Zürich', 'Åland', 'Ärla'], 'sv', same)).toEqual(['Zürich', 'Åland', 'Ärla', 'Östergötland']);
    expect(sortByName(['Østflandern', 'Zürich', 'Antwerpen'], 'da', same)).toEqual(['Antwerpen', 'Zürich', 'Østflandern']);
  });

  it('keeps the items and only reorders them', () => {
    const items = [
      { code: 'b', name: 'Bern' },
      { code: 'a', name: 'Aargau' },
    ];
    expect(sortByName(items, 'de', (i) => i.name).map((i) => i.code)).toEqual(['a', 'b']);
    expect(items[0].code).toBe('b');
  });
});

describe('region names', () => {
  const region = (code: string) => REGION_SEED.find((r) => r.code === code)!;

  it('names the Belgian provinces in each official language', () => {
    expect(regionName(region('BE-VAN'), 'fr')).toBe('Anvers');
    expect(regionName(region('BE-VAN'), 'nl')).toBe('Antwerpen');
    expect(regionName(region('BE-WLG'), 'nl')).toBe('Luik');
    expect(regionName(region('BE-WLG'), 'de')).toBe('Lüttich');
    expect(regionName(region('BE-WLG'), 'fr')).toBe('Liège');
  });

  it('falls back to the native name where a language has no exonym', () => {
    expect(regionName(region('PL-LD'), 'pl')).toBe('Łódzkie');
    expect(regionName(region('US-CA'), 'de')).toBe('California');
  });

  it('only lists regions that exist, in our languages, with a name that differs from some other', () => {
    const codes = new Set(REGION_SEED.map((r) => r.code));
    expect(Object.keys(REGION_EXONYMS).filter((code) => !codes.has(code))).toEqual([]);
    const locales = new Set<string>(LOCALES);
    expect(
      Object.values(REGION_EXONYMS)
        .flatMap((names) => Object.keys(names))
        .filter((l) => !locales.has(l)),
    ).toEqual([]);
    expect(
      Object.values(REGION_EXONYMS)
        .flatMap((names) => Object.values(names))
        .filter((name) => !name.trim()),
    ).toEqual([]);
  });
});

describe('country names', () => {
  it("names countries in the reader's language", () => {
    expect(countryName('NL', 'fr')).toBe('Pays-Bas');
    expect(countryName('NL', 'de')).toBe('Niederlande');
    expect(countryName('BE', 'nl')).toBe('België');
    expect(countryName('DE', 'pl')).toBe('Niemcy');
    expect(countryName('CH', 'it')).toBe('Svizzera');
    expect(countryName('FI', 'sv')).toBe('Finland');
    expect(countryName('se', 'fi')).toBe('Ruotsi');
  });

  it('answers the code for something that is not a country code', () => {
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
