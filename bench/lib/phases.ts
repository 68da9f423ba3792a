import path from 'node:path';
import { appTargets, barePgTargets, checkTarget, login, saveBody, searchResultCount } from './api';
import { DEMO_LOGIN, PORTS, SEED } from './config';
import { measure, type Measurement } from './load';
import { runToEnd } from './processes';
import { execute, explainAll, queryNumber, type Explained } from './postgres';
import { searchStatements } from './endpoint-sql';
import { startAppServer, startBarePgServer, startBareServer, stopServer, type Server } from './servers';
import type { Row } from './report';

/** The seed CLI as built by `npm run build` (dist/server/seed.js), in its own process. */
export async function runSeed(options: { dataDir: string; databaseUrl?: string; flags: string[]; logFile: string }): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir, DEMO_DATA: '1' };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  console.log(`[bench] seeding ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'} (${options.flags.join(' ')}), log ${options.logFile}`);
  await runToEnd(process.execPath, ['dist/server/seed.js', ...options.flags], env, options.logFile);
}

async function withServer<T>(start: Promise<Server>, work: (server: Server) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await work(server);
  } finally {
    await stopServer(server);
  }
}

/** A bare server answering exactly `body`'s bytes, measured with the same load. */
function measureBareWith(tmp: string, bodyFile: string, name: string): Promise<Measurement> {
  const start = startBareServer(PORTS.bare, path.join(tmp, 'bare.log'), bodyFile);
  return withServer(start, (bare) => measure({ name, url: bare.origin, headers: { host: 'localhost' } }));
}

/** PGlite: settings and interests against a bare server with the same answer; user and search without an aim. */
export async function pglitePhase(tmp: string): Promise<Row[]> {
  const dataDir = path.join(tmp, 'pglite');
  await runSeed({ dataDir, flags: [`--members=${SEED.members}`], logFile: path.join(tmp, 'seed-pglite.log') });
  const seeded = `PGlite, ${SEED.members.toLocaleString('en')} seeded members`;
  const start = startAppServer({ name: 'app (PGlite)', port: PORTS.pglite, dataDir, logFile: path.join(tmp, 'app-pglite.log') });
  const { rows, bodies } = await withServer(start, async (server) => {
    const t = appTargets(server.origin, await login(server.origin), 'PGlite');
    const bodies = {
      settings: await saveBody(t.settings, path.join(tmp, 'settings.json')),
      interests: await saveBody(t.interests, path.join(tmp, 'interests.json')),
    };
    await checkTarget(t.user);
    const found = await searchResultCount(t.search);
    const rows: Row[] = [];
    for (const key of ['settings', 'interests'] as const) rows.push({ measurement: await measure(t[key]), database: 'answered from the process cache' });
    rows.push({ measurement: await measure(t.user), database: seeded });
    rows.push({ measurement: await measure(t.search), database: `${seeded}, ${found} matches` });
    return { rows, bodies };
  });
  rows[0].baseline = await measureBareWith(tmp, bodies.settings, 'bare node:http, same answer as settings.php');
  rows[1].baseline = await measureBareWith(tmp, bodies.interests, 'bare node:http, same answer as interests.php');
  rows[0].aim = rows[1].aim = 'ratio';
  return rows;
}

export type PostgresResults = { rows: Row[]; profiles: number; explain: Explained[] };

/** PostgreSQL with SEED.benchProfiles extra profiles: user and search against the bare pg server running the same SQL. */
export async function postgresPhase(tmp: string, databaseUrl: string): Promise<PostgresResults> {
  const dataDir = path.join(tmp, 'postgres');
  const flags = [`--members=${SEED.members}`, `--bench-profiles=${SEED.benchProfiles}`];
  await runSeed({ dataDir, databaseUrl, flags, logFile: path.join(tmp, 'seed-postgres.log') });
  await execute(databaseUrl, 'ANALYZE'); // fresh statistics, as autovacuum would have them after a while
  const profiles = await queryNumber(databaseUrl, 'SELECT count(*) FROM profiles');
  const database = `PostgreSQL, ${profiles.toLocaleString('en')} profiles`;
  const start = startAppServer({ name: 'app (PostgreSQL)', port: PORTS.postgres, dataDir, databaseUrl, logFile: path.join(tmp, 'app-postgres.log') });
  const cookie = await withServer(start, (server) => login(server.origin));
  const bareStart = startBarePgServer(PORTS.barePg, databaseUrl, path.join(tmp, 'bare-pg.log'));
  const bare = await withServer(bareStart, async (server) => {
    const t = barePgTargets(server.origin, cookie);
    return {
      user: await measure(t.user),
      search: await measure(t.search),
      searchOne: await measure({ ...t.search, name: `${t.search.name}, 1 connection` }, 1),
    };
  });
  const appStart = startAppServer({ name: 'app (PostgreSQL)', port: PORTS.postgres, dataDir, databaseUrl, logFile: path.join(tmp, 'app-postgres.log') });
  const rows = await withServer(appStart, async (server) => {
    const t = appTargets(server.origin, cookie, 'PostgreSQL');
    const found = await searchResultCount(t.search);
    const user = await measure(t.user);
    const search = await measure(t.search);
    // The same search one request at a time: its p99 is the request's own time, without queueing.
    const searchOne = await measure({ ...t.search, name: `${t.search.name}, 1 connection` }, 1);
    return [
      { measurement: user, database, baseline: bare.user, aim: 'ratio' },
      { measurement: search, database: `${database}, ${found} matches`, baseline: bare.search, aim: 'ratio' },
      { measurement: searchOne, database: `${database}, ${found} matches`, baseline: bare.searchOne, aim: 'p99' },
    ] satisfies Row[];
  });
  const actorId = await queryNumber(databaseUrl, 'SELECT id FROM users WHERE email = $1', [DEMO_LOGIN.email]);
  return { rows, profiles, explain: await explainAll(databaseUrl, searchStatements(actorId)) };
}
