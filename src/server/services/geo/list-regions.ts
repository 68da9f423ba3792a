import 'server-only';
import type { Container } from '../../container';
import { regions, type Region } from '../../db/schema';
import type { RegionDto } from '@/shared/types/api';

type Deps = Pick<Container, 'db' | 'caches'>;

/** Regions are reference data shipped with the project: read once and kept in the process cache. */
export function loadRegions(deps: Deps): Promise<Region[]> {
  return deps.caches.regions.getOrLoad('all', () => deps.db.select().from(regions).orderBy(regions.country, regions.name));
}

export function regionToDto(region: Region): RegionDto {
  return { id: region.id, country: region.country, code: region.code, name: region.name };
}

export async function listRegions(deps: Deps, country?: string): Promise<RegionDto[]> {
  const rows = await loadRegions(deps);
  return rows.filter((r) => !country || r.country === country.toUpperCase()).map(regionToDto);
}

export async function findRegion(deps: Deps, id: number | null): Promise<Region | null> {
  if (id == null) return null;
  return (await loadRegions(deps)).find((r) => r.id === id) ?? null;
}
