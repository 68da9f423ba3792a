import 'server-only';
import type { Db } from '../client';
import { readSeedMarker, writeSeedMarker } from './seed-markers';

/** Demo data only in embedded mode (no DATABASE_URL) or when DEMO_DATA=1 asks for it. */
export function demoDataWanted(config: { DATABASE_URL?: string; DEMO_DATA: boolean }): boolean {
  return !config.DATABASE_URL || config.DEMO_DATA;
}

// Remembered in the database, so demo data deleted by an operator is never created again.
export async function demoSeedRan(db: Db): Promise<boolean> {
  return (await readSeedMarker(db, 'demo_seed')) !== null;
}

export async function markDemoSeedRan(db: Db, now: Date): Promise<void> {
  await writeSeedMarker(db, 'demo_seed', { ran_at: now.toISOString() });
}
