import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { discountCodes, interests, regions, sites } from '../schema';
import { INTEREST_SEED } from './data/interests';
import { REGION_SEED } from './data/regions';
import { SITE_SEED } from './data/sites';
import { discountCodeSeed } from './data/discount-codes';
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

// A data directory made before texts had languages has the demo sites already: they get the other
// languages once. A site whose texts an operator has set (anything but {}) keeps them.
async function fillMissingTexts(db: Db): Promise<void> {
  for (const site of SITE_SEED) {
    await db.update(sites).set({ texts: site.texts }).where(and(eq(sites.domain, site.domain), sql`${sites.texts} = '{}'::jsonb`));
  }
}

async function seedSites(db: Db): Promise<number> {
  await db.insert(sites).values(SITE_SEED).onConflictDoNothing({ target: sites.domain });
  await fillMissingTexts(db);
  // An operator may have made another site the default since; members then join that one.
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (!site) throw new Error('seed: no default site');
  return site.id;
}

// Every site gets the time bonus, the welcome discount and an example code; an edited code stays.
async function seedDiscountCodes(db: Db): Promise<void> {
  const rows = await db.select({ id: sites.id }).from(sites);
  for (const site of rows) await db.insert(discountCodes).values(discountCodeSeed(site.id)).onConflictDoNothing();
}

async function seedSitesWithCodes(db: Db): Promise<number> {
  const id = await seedSites(db);
  await seedDiscountCodes(db);
  return id;
}

/** Regions, interests, sites with their discount codes and credit packages: inserts only what is missing, returns the ids members refer to. */
export async function seedReferenceData(db: Db): Promise<ReferenceIds> {
  const ids = {
    regionIds: await seedRegions(db),
    interestIds: await seedInterests(db),
    defaultSiteId: await seedSitesWithCodes(db),
  };
  await seedPackages(db);
  return ids;
}
