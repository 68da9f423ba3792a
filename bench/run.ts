// `npm run bench`: the built app under load, each endpoint next to its baseline measured in the same run
// (a bare node:http server with the same answer, or a bare node:http + pg server running the endpoint's
// own SQL), on PGlite and on PostgreSQL with a million profiles. Prints a table and writes it into
// docs/performance.md; never fails on timings.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseName, PORTS } from './lib/config';
import { writePerformanceDoc } from './lib/docs';
import { measure } from './lib/load';
import { pglitePhase, postgresPhase } from './lib/phases';
import { killAllNow, runToEnd, stopAllProcesses } from './lib/processes';
import { createDatabase, dropDatabase } from './lib/postgres';
import { markdownSection, printSummary, type Row, type RunResults } from './lib/report';
import { startBareServer, stopServer } from './lib/servers';
import { chatPhase } from './chat/run';
import { paymentsPhase } from './payments/run';
import { messagePhase } from './message/run';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'amora-bench-'));
const dbName = benchDatabaseName(`${process.pid}_${Date.now()}`);
let dbCreated = false;
let cleaning: Promise<void> | null = null;
let interrupted = false;

/** Builds when there is no build, or when BENCH_BUILD=1 asks for a fresh one; returns id and build time. */
async function ensureBuild(): Promise<RunResults['build']> {
  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server/main.js') || process.env.BENCH_BUILD === '1') {
    console.log('[bench] running `npm run build`');
    await runToEnd('npm', ['run', 'build'], process.env, path.join(tmp, 'build.log'));
  }
  const builtAt = statSync('.next/BUILD_ID').mtime.toISOString().slice(0, 16).replace('T', ' ');
  return { id: readFileSync('.next/BUILD_ID', 'utf8').trim(), builtAt: `${builtAt} UTC` };
}

/** Other work on the machine skews every number, so the report says how busy it was. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllProcesses();
    if (dbCreated) await dropDatabase(dbName).catch((e: unknown) => console.error(`[bench] could not drop ${dbName}:`, e));
    for (const dir of ['pglite', 'postgres']) rmSync(path.join(tmp, dir), { recursive: true, force: true });
  })();
  return cleaning;
}

async function postgres(notes: string[]): Promise<{ rows: Row[]; postgres: RunResults['postgres'] }> {
  try {
    const url = await createDatabase(dbName);
    dbCreated = true;
    const pg = await postgresPhase(tmp, url);
    return { rows: pg.rows, postgres: { profiles: pg.profiles, explain: pg.explain } };
  } catch (error) {
    notes.push(`PostgreSQL phase failed: ${String(error)}`);
    return { rows: [], postgres: { error: String(error).slice(0, 200) } };
  } finally {
    if (dbCreated) await dropDatabase(dbName);
    dbCreated = false;
  }
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const build = await ensureBuild();
  console.log(`[bench] build ${build.id} of ${build.builtAt}; logs in ${tmp}`);
  const bareServer = await startBareServer(PORTS.bare, path.join(tmp, 'bare.log'));
  const bare = await measure({ name: 'bare node:http (small JSON)', url: bareServer.origin, headers: { host: 'localhost' } });
  await stopServer(bareServer);
  const notes: string[] = [];
  const pgliteRows = await pglitePhase(tmp);
  const pg = await postgres(notes);
  const results: RunResults = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    build,
    bare,
    rows: [...pgliteRows, ...pg.rows],
    postgres: pg.postgres,
    notes,
  };
  notes.unshift(
    `Load average (1 / 5 / 15 min) before the run: ${loadBefore}, after: ${loadAverage()}. ` +
      'Before the run, a 1-min figure above ~1 means other work shared the 2 cores; the run itself adds about 2–3.',
  );
  if (interrupted) return; // a cut-short run is no result
  printSummary(results);
  writePerformanceDoc(markdownSection(results));
  console.log('[bench] results written to docs/performance.md');
  // POST /api/message.php alone beside a bare pg server with its SQL (bench/message/run.ts); BENCH_MESSAGE=0 leaves it out.
  if (process.env.BENCH_MESSAGE !== '0' && !interrupted) console.log(await messagePhase());
  // Real time: streams and messages (bench/chat/run.ts); BENCH_CHAT=0 leaves it out.
  if (process.env.BENCH_CHAT !== '0' && !interrupted) console.log(await chatPhase());
  // Payments: orders and their webhooks (bench/payments/run.ts); BENCH_PAYMENTS=0 leaves it out.
  if (process.env.BENCH_PAYMENTS !== '0' && !interrupted) console.log(await paymentsPhase());
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping servers, dropping the database`);
    interrupted = true;
    void cleanup()
      .then(() => rmSync(tmp, { recursive: true, force: true }))
      .finally(() => process.exit(130));
  });
}
process.once('exit', killAllNow);

main()
  .then(() => cleanup())
  .then(() => rmSync(tmp, { recursive: true, force: true }))
  .catch(async (error: unknown) => {
    console.error('[bench] failed:', error);
    await cleanup();
    console.error(`[bench] logs kept in ${tmp}`);
    process.exitCode = 1;
  });
