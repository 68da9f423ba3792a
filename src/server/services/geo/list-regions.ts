import 'server-only';
import type { Container } from '../../container';
import { regions, type Region } from '../../db/schema';
import { sortByName } from '@/shared/collation';
import type { Locale } from '@/shared/constants';
import { regionName } from '@/shared/place-names';
import type { RegionDto } from '@/shared/types/api';

type Deps = Pick<Container, 'db' | 'caches'>;

/** Regions are reference data shipped with the project: read once and kept in the process cache. */
export function loadRegions(deps: Deps): Promise<Region[]> {
  return deps.caches.regions.getOrLoad('all', () => deps.db.select().from(regions).orderBy(regions.country, regions.name));
}

/** A region as members see it: named in the reader's language. */
export function regionToDto(region: Region, locale: Locale): RegionDto {
  return { id: region.id, country: region.country, code: region.code, name: regionName(region, locale) };
}

/** The regions of one country (or all, grouped by country), named and sorted for the reader. */
export async function listRegions(deps: Deps & { locale: Locale }, country?: string): Promise<RegionDto[]> {
  const rows = (await loadRegions(deps)).filter((r) => !country || r.country === country.toUpperCase());
  const named = rows.map((r) => regionToDto(r, deps.locale));
  const byCountry = new Map<string, RegionDto[]>();
  for (const region of named) byCountry.set(region.country, [...(byCountry.get(region.country) ?? []), region]);
  return [...byCountry.keys()].sort().flatMap((code) => sortByName(byCountry.get(code)!, deps.locale, (r) => r.name));
}

export async function findRegion(deps: Deps, id: number | null): Promise<Region | null> {
  if (id == null) return null;
  return (await loadRegions(deps)).find((r) => r.id === id) ?? null;
}
