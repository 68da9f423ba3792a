import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appSecrets } from '../schema';

/**
 * What the seed did once, remembered in the database (app_secrets), so what an operator deleted is
 * never created again at the next start: a marker per seed step, its value a small record.
 */
export type SeedMarker = 'demo_seed' | 'demo_sites_seed' | 'first_site_seed' | 'site_codes_seed';

export async function readSeedMarker(db: Db, key: SeedMarker): Promise<Record<string, string> | null> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.key, key)).limit(1);
  return row?.value ?? null;
}

/** Sets the marker, merging `value` into what it holds already. */
export async function writeSeedMarker(db: Db, key: SeedMarker, value: Record<string, string>): Promise<void> {
  await db
    .insert(appSecrets)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSecrets.key, set: { value: sql`${appSecrets.value} || excluded.value` } });
}
