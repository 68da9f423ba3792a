// CLI: `npm run seed [-- --members=N --bench-profiles=N --no-photos]`. Seeds the database of DATA_DIR
// (PGlite) or DATABASE_URL (PostgreSQL). On PGlite it takes the data directory's lock, so it refuses
// to run while a server uses the folder.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { createStorage } from '../../adapters/storage/create-storage';
import { mediaStorageOptions } from '../../media-storage';
import { dataDir, env, firstSite } from '../../env';
import { seed, seedLargeForBench } from './seed';
import { demoDataWanted } from './demo-marker';

function readFlags() {
  const { values } = parseArgs({
    // A literal `--` survives when the script is run without npm; it only separates flags, so skip it.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      members: { type: 'string' },
      'bench-profiles': { type: 'string' },
      'no-photos': { type: 'boolean', default: false },
    },
  });
  const count = (value: string | undefined, name: string): number | undefined => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0`);
    return n;
  };
  return {
    members: count(values.members, 'members'),
    benchProfiles: count(values['bench-profiles'], 'bench-profiles'),
    photos: !values['no-photos'],
  };
}

async function main(): Promise<void> {
  const flags = readFlags();
  const started = Date.now();
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir, 'seed');
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pgdata') }).catch((err: unknown) => {
    releaseLock();
    throw err;
  });
  const log = (line: string) => console.log(`[seed] ${line}`);
  try {
    log(`database: ${handle.kind === 'postgres' ? 'PostgreSQL' : path.join(dataDir, 'pgdata')}`);
    const storage = createStorage(mediaStorageOptions());
    await handle.exclusive(() => seed(handle.db, storage, { demo: demoDataWanted(env), firstSite, members: flags.members, photos: flags.photos, log }));
    if (flags.benchProfiles) await seedLargeForBench(handle.db, flags.benchProfiles, log);
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error('[seed] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
