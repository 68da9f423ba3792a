// The chat scenario of `npm run bench` (alone: `npm run bench:chat`): BENCH_CHAT_MEMBERS members
// (default 5,000) hold GET /api/events.php open on the built API (PostgreSQL, in-process fan-out, and
// with BENCH_CHAT_REDIS_URL once more through Redis) while BENCH_CHAT_RATE messages a second (default 200) go through POST /api/message.php for
// BENCH_CHAT_SECONDS (default 20). Reported: delivered vs sent, send-to-delivery p50/p99, server CPU
// and memory per stream; beside a bare node:http SSE server (bench/chat/bare-sse-server.ts) under
// the same load in the same run. Writes its section of docs/performance.md; never fails on timings.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createDatabase, dropDatabase } from '../lib/postgres';
import { killAllNow, runToEnd, startProcess, stopProcess, type Spawned } from '../lib/processes';
import { createBenchMembers } from './members';
import { runChatTarget, type ChatRow } from './scenario';
import { chatSection, writeChatSection } from './report';

const LOAD = {
  members: Number(process.env.BENCH_CHAT_MEMBERS ?? 5000),
  rate: Number(process.env.BENCH_CHAT_RATE ?? 200),
  seconds: Number(process.env.BENCH_CHAT_SECONDS ?? 20),
};
// BENCH_PORT_BASE moves the ports (several runs on one machine); BENCH_NODE_ARGS adds flags to the
// app's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under this load).
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);
const PORTS = { app: PORT_BASE + 6, bare: PORT_BASE + 5 };
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// BENCH_APP_ENTRY runs another build of the API (an earlier commit's bundle, to compare).
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'dist/server/api-only.js';
/** With BENCH_CHAT_REDIS_URL the app runs a second time with Redis pub/sub fan-out (and presence). */
const REDIS_URL = process.env.BENCH_CHAT_REDIS_URL;
// Each sender stays under the per-member send limit (60 a minute).
const SENDERS = Math.ceil(LOAD.rate * 1.25);

async function waitForHttp(origin: string, proc: Spawned): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && proc.child.exitCode === null;) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no server on ${origin}`);
}

async function appRow(tmp: string, redisUrl?: string): Promise<ChatRow> {
  const dbName = `amora_bench_chat_${process.pid}_${redisUrl ? 'redis' : 'local'}`;
  const databaseUrl = await createDatabase(dbName);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORTS.app),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'app'),
    DATABASE_URL: databaseUrl,
    DEMO_DATA: '0',
    // Without demo data the first start makes the one site from these (src/server/db/seed/seed-sites.ts).
    SITE_DOMAIN: 'bench.example',
    SITE_NAME: 'Bench',
    LOG_LEVEL: 'error',
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
  };
  delete env.REDIS_URL;
  if (redisUrl) env.REDIS_URL = redisUrl;
  const proc = startProcess(process.execPath, [...NODE_ARGS, APP_ENTRY], env, path.join(tmp, 'app.log'));
  try {
    const origin = `http://127.0.0.1:${PORTS.app}`;
    await waitForHttp(`${origin}/api/settings.php`, proc);
    const { senders, recipients } = await createBenchMembers(databaseUrl, SENDERS, LOAD.members);
    return await runChatTarget(
      {
        name: `GET /api/events.php + POST /api/message.php${redisUrl ? ', Redis fan-out' : ''}`,
        origin,
        pid: proc.child.pid!,
        stream: (i) => ({ path: '/api/events.php', headers: { cookie: recipients[i].cookie } }),
        message: (i, to, sentAt) => ({
          path: '/api/message.php',
          headers: { cookie: senders[i % senders.length].cookie, origin, 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify({ profile: recipients[to]?.id ?? 0, text: `bench ${sentAt} ${i}`, nonce: randomUUID() }),
        }),
      },
      LOAD,
    );
  } finally {
    await stopProcess(proc);
    await dropDatabase(dbName);
  }
}

async function bareRow(tmp: string): Promise<ChatRow> {
  const proc = startProcess(
    process.execPath,
    ['--import', 'tsx', 'bench/chat/bare-sse-server.ts', String(PORTS.bare)],
    process.env,
    path.join(tmp, 'bare.log'),
  );
  try {
    const origin = `http://127.0.0.1:${PORTS.bare}`;
    await waitForHttp(origin, proc);
    return await runChatTarget(
      {
        name: 'bare node:http SSE broadcast',
        origin,
        pid: proc.child.pid!,
        stream: (i) => ({ path: `/events?member=${i}`, headers: {} }),
        message: (i, to, sentAt) => ({ path: '/send', headers: {}, body: JSON.stringify({ to, text: `bench ${sentAt} ${i}` }) }),
      },
      LOAD,
    );
  } finally {
    await stopProcess(proc);
  }
}

/** The scenario; returns its markdown section (also written into docs/performance.md). */
export async function chatPhase(): Promise<string> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'amora-bench-chat-'));
  const loadBefore = os.loadavg()[0].toFixed(1);
  try {
    await runToEnd('node', ['scripts/build-server.mjs'], process.env, path.join(tmp, 'build.log'));
    const rows = [await appRow(tmp), ...(REDIS_URL ? [await appRow(tmp, REDIS_URL)] : []), await bareRow(tmp)];
    const section = chatSection(rows, LOAD, { loadBefore, loadAfter: os.loadavg()[0].toFixed(1) });
    writeChatSection(section);
    return section;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith(path.join('chat', 'run.ts'))) {
  process.once('exit', killAllNow);
  chatPhase().then(
    (section) => console.log(section),
    (error: unknown) => {
      console.error('[bench:chat] failed:', error);
      process.exitCode = 1;
    },
  );
}
