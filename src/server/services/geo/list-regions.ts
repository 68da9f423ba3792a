import 'server-only';
import type { Db } from '../../db/client';
import { regions, type Region } from '../../db/schema';
import type { RegionDto } from '@/shared/types/api';

let cache: Region[] | null = null;

/** Regions are reference data shipped with the project: read once per process. */
export async function loadRegions(db: Db): Promise<Region[]> {
  cache ??= await db.select().from(regions).orderBy(regions.country, regions.name);
  return cache;
}

export function regionToDto(region: Region): RegionDto {
  return { id: region.id, country: region.country, code: region.code, name: region.name };
}

export async function listRegions(db: Db, country?: string): Promise<RegionDto[]> {
  const rows = await loadRegions(db);
  return rows.filter((r) => !country || r.country === country.toUpperCase()).map(regionToDto);
}

export async function findRegion(db: Db, id: number | null): Promise<Region | null> {
  if (id == null) return null;
  return (await loadRegions(db)).find((r) => r.id === id) ?? null;
}

export function clearRegionCache(): void {
  cache = null;
}
