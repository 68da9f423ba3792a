// The cached public reads alone (`npm run bench:cached`): GET /api/settings.php and /api/interests.php
// on the built API-only server (PostgreSQL), for a visitor and for a logged-in member, each against a
// bare node:http server answering the very same bytes, measured one after the other in the same run
// with the same autocannon settings as `npm run bench`, each target right before its bare server
// (the app stays up and idle meanwhile). Written into docs/performance.md.
import path from 'node:path';
import { benchDatabaseName } from '../lib/config';
import { createDatabase, dropDatabase } from '../lib/postgres';
import { stopProcess } from '../lib/processes';
import { inBenchFolder, runWhenMain, startApiApp, startBareScript, type ApiApp } from '../lib/api-app';
import { saveBody } from '../lib/api';
import { measure, type Measurement, type Target } from '../lib/load';
import { createBenchMembers } from '../chat/members';
import { cachedSection, writeCachedSection, type CachedRow } from './report';

// BENCH_PORT_BASE as in bench/chat/run.ts.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);
const PORTS = { app: PORT_BASE + 12, bare: PORT_BASE + 11 };

/** The four targets: both paths, as a visitor and with a member's session cookie. */
function targets(origin: string, cookie: string): Target[] {
  const member = { cookie };
  return [
    { name: 'GET /api/settings.php, visitor', url: `${origin}/api/settings.php`, headers: {} },
    { name: 'GET /api/settings.php, logged in', url: `${origin}/api/settings.php`, headers: member },
    { name: 'GET /api/interests.php, visitor', url: `${origin}/api/interests.php`, headers: {} },
    { name: 'GET /api/interests.php, logged in', url: `${origin}/api/interests.php`, headers: member },
  ];
}

/** A bare server answering `bodyFile`'s bytes, measured like the app. */
async function measureBare(tmp: string, bodyFile: string, name: string): Promise<Measurement> {
  const bare = await startBareScript({ tmp, script: 'bench/bare-server.ts', port: PORTS.bare, args: [bodyFile] });
  try {
    return await measure({ name, url: bare.origin, headers: {} });
  } finally {
    await stopProcess(bare.proc);
  }
}

/** Each target, then at once its bare server with the bytes it answered, so both meet the same load on the machine. */
async function measurePairs(app: ApiApp, tmp: string, cookie: string): Promise<CachedRow[]> {
  const rows: CachedRow[] = [];
  for (const [i, target] of targets(app.origin, cookie).entries()) {
    const body = await saveBody(target, path.join(tmp, `answer-${i}.json`));
    const measured = await measure(target);
    rows.push({ app: measured, bare: await measureBare(tmp, body, `bare node:http, same answer as ${target.name}`) });
  }
  return rows;
}

/** The scenario; returns its markdown section (also written into docs/performance.md). */
export function cachedPhase(): Promise<string> {
  return inBenchFolder('cached', async (tmp, machine) => {
    const dbName = benchDatabaseName(`cached_${process.pid}`);
    try {
      const databaseUrl = await createDatabase(dbName);
      const app = await startApiApp({ tmp, port: PORTS.app, databaseUrl });
      let rows: CachedRow[];
      try {
        const { recipients } = await createBenchMembers(databaseUrl, 0, 1, 'bench-cached');
        rows = await measurePairs(app, tmp, recipients[0]!.cookie);
      } finally {
        await stopProcess(app.proc);
      }
      const section = cachedSection(rows, machine());
      writeCachedSection(section);
      return section;
    } finally {
      await dropDatabase(dbName);
    }
  });
}

runWhenMain('cached/run.ts', cachedPhase);
