import 'server-only';
import type { Db } from '../client';
import { interests, regions } from '../schema';
import { INTEREST_SEED } from './data/interests';
import { REGION_SEED } from './data/regions';
import { seedPackages } from './packages';
import { seedSites, type SiteSeedOptions } from './seed-sites';
import { seedDiscountCodes } from './seed-discount-codes';

export type ReferenceIds = {
  /** None on a real deployment whose operator has not made a site yet. */
  defaultSiteId: number | null;
  /** ISO region code → regions.id */
  regionIds: Map<string, number>;
  /** interest slug → interests.id */
  interestIds: Map<string, number>;
};

// regions has no unique key (an operator may add local variants), so missing rows are found by code.
async function seedRegions(db: Db): Promise<Map<string, number>> {
  const existing = await db.select({ id: regions.id, code: regions.code }).from(regions);
  const known = new Set(existing.map((r) => r.code));
  const missing = REGION_SEED.filter((r) => !known.has(r.code)).map((r) => ({
    ...r,
    lat: r.lat.toFixed(2),
    lon: r.lon.toFixed(2),
  }));
  const added = missing.length ? await db.insert(regions).values(missing).returning({ id: regions.id, code: regions.code }) : [];
  return new Map([...existing, ...added].map((r) => [r.code, r.id]));
}

async function seedInterests(db: Db): Promise<Map<string, number>> {
  await db.insert(interests).values(INTEREST_SEED).onConflictDoNothing({ target: interests.slug });
  const rows = await db.select({ id: interests.id, slug: interests.slug }).from(interests);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * Regions and interests; the demo sites (demo) or the operator's first site; each site's discount
 * codes and credit packages. Inserts only what is missing, returns the ids members refer to.
 */
export async function seedReferenceData(db: Db, options: SiteSeedOptions): Promise<ReferenceIds> {
  const ids = {
    regionIds: await seedRegions(db),
    interestIds: await seedInterests(db),
    defaultSiteId: await seedSites(db, options),
  };
  await seedDiscountCodes(db, options);
  await seedPackages(db);
  return ids;
}
