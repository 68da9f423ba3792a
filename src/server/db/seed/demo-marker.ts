import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appSecrets } from '../schema';

// Remembered in the database, so demo data deleted by an operator is never created again.
const MARKER_KEY = 'demo_seed';

/** Demo data only in embedded mode (no DATABASE_URL) or when DEMO_DATA=1 asks for it. */
export function demoDataWanted(config: { DATABASE_URL?: string; DEMO_DATA: boolean }): boolean {
  return !config.DATABASE_URL || config.DEMO_DATA;
}

export async function demoSeedRan(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appSecrets.key }).from(appSecrets).where(eq(appSecrets.key, MARKER_KEY)).limit(1);
  return rows.length > 0;
}

export async function markDemoSeedRan(db: Db, now: Date): Promise<void> {
  await db.insert(appSecrets).values({ key: MARKER_KEY, value: { ran_at: now.toISOString() } }).onConflictDoNothing();
}
