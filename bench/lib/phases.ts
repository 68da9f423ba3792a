import path from 'node:path';
import { appTargets, checkTarget, login, searchResultCount } from './api';
import { DEMO_LOGIN, PORTS, SEED } from './config';
import { measure, type Measurement } from './load';
import { runToEnd } from './processes';
import { execute, explainAll, queryNumber, type Explained } from './postgres';
import { searchStatements } from './search-sql';
import { startNextServer, stopServer } from './servers';

const SEED_CLI = ['--conditions=react-server', '--import', 'tsx', 'src/server/db/seed/run.ts'];

/** The seed CLI in its own process (its modules import 'server-only', hence the react-server condition). */
export async function runSeed(options: { dataDir: string; databaseUrl?: string; flags: string[]; logFile: string }): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  console.log(`[bench] seeding ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'} (${options.flags.join(' ')}), log ${options.logFile}`);
  await runToEnd(process.execPath, [...SEED_CLI, ...options.flags], env, options.logFile);
}

export type PgliteResults = { settings: Measurement; user: Measurement; search: Measurement; found: number };

/** Settings, user and search against `next start` on a freshly seeded PGlite directory. */
export async function pglitePhase(tmp: string): Promise<PgliteResults> {
  const dataDir = path.join(tmp, 'pglite');
  await runSeed({ dataDir, flags: [`--members=${SEED.members}`], logFile: path.join(tmp, 'seed-pglite.log') });
  const server = await startNextServer({ name: 'next (PGlite)', port: PORTS.pglite, dataDir, logFile: path.join(tmp, 'next-pglite.log') });
  try {
    const targets = appTargets(server.origin, await login(server.origin), 'PGlite');
    await checkTarget(targets.settings);
    await checkTarget(targets.user);
    const found = await searchResultCount(targets.search);
    return { settings: await measure(targets.settings), user: await measure(targets.user), search: await measure(targets.search), found };
  } finally {
    await stopServer(server);
  }
}

export type PostgresResults = { search: Measurement; searchOneConnection: Measurement; profiles: number; found: number; explain: Explained[] };

/** The filtered search on PostgreSQL with SEED.benchProfiles extra profiles, plus EXPLAIN ANALYZE of its SQL. */
export async function postgresPhase(tmp: string, databaseUrl: string): Promise<PostgresResults> {
  const dataDir = path.join(tmp, 'postgres');
  const flags = [`--members=${SEED.members}`, `--bench-profiles=${SEED.benchProfiles}`];
  await runSeed({ dataDir, databaseUrl, flags, logFile: path.join(tmp, 'seed-postgres.log') });
  await execute(databaseUrl, 'ANALYZE'); // fresh statistics, as autovacuum would have them after a while
  const profiles = await queryNumber(databaseUrl, 'SELECT count(*) FROM profiles');
  const server = await startNextServer({ name: 'next (PostgreSQL)', port: PORTS.postgres, dataDir, databaseUrl, logFile: path.join(tmp, 'next-postgres.log') });
  try {
    const target = appTargets(server.origin, await login(server.origin), 'PostgreSQL').search;
    const found = await searchResultCount(target);
    const search = await measure(target);
    // The same search one request at a time: its p99 is the request's own time, without queueing.
    const searchOneConnection = await measure({ ...target, name: `${target.name}, 1 connection` }, 1);
    const actorId = await queryNumber(databaseUrl, 'SELECT id FROM users WHERE email = $1', [DEMO_LOGIN.email]);
    return { search, searchOneConnection, profiles, found, explain: await explainAll(databaseUrl, searchStatements(actorId)) };
  } finally {
    await stopServer(server);
  }
}
