import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { interests, regions, sites } from '../schema';
import { INTEREST_SEED } from './data/interests';
import { REGION_SEED } from './data/regions';
import { SITE_SEED } from './data/sites';
import { seedPackages } from './packages';

export type ReferenceIds = {
  defaultSiteId: number;
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
  const added = missing.length
    ? await db.insert(regions).values(missing).returning({ id: regions.id, code: regions.code })
    : [];
  return new Map([...existing, ...added].map((r) => [r.code, r.id]));
}

async function seedInterests(db: Db): Promise<Map<string, number>> {
  await db.insert(interests).values(INTEREST_SEED).onConflictDoNothing({ target: interests.slug });
  const rows = await db.select({ id: interests.id, slug: interests.slug }).from(interests);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function seedSites(db: Db): Promise<number> {
  await db.insert(sites).values(SITE_SEED).onConflictDoNothing({ target: sites.domain });
  // An operator may have made another site the default since; members then join that one.
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (!site) throw new Error('seed: no default site');
  return site.id;
}

/** Regions, interests, sites and their credit packages: inserts only what is missing, returns the ids members refer to. */
export async function seedReferenceData(db: Db): Promise<ReferenceIds> {
  const ids = {
    regionIds: await seedRegions(db),
    interestIds: await seedInterests(db),
    defaultSiteId: await seedSites(db),
  };
  await seedPackages(db);
  return ids;
}
