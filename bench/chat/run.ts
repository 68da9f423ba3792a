// The chat scenario of `npm run bench` (alone: `npm run bench:chat`): BENCH_CHAT_MEMBERS members
// (default 5,000) hold GET /api/events.php open on the built API (PostgreSQL, in-process fan-out, and
// with BENCH_CHAT_REDIS_URL once more through Redis) while BENCH_CHAT_RATE messages a second (default 200) go through POST /api/message.php for
// BENCH_CHAT_SECONDS (default 20). Reported: delivered vs sent, send-to-delivery p50/p99, server CPU
// and memory per stream; beside a bare node:http SSE server (bench/chat/bare-sse-server.ts) under
// the same load in the same run. Writes its section of docs/performance.md; never fails on timings.
import { randomUUID } from 'node:crypto';
import { createDatabase, dropDatabase } from '../lib/postgres';
import { benchDatabaseName } from '../lib/config';
import { stopProcess } from '../lib/processes';
import { inBenchFolder, runWhenMain, startApiApp, startBareScript } from '../lib/api-app';
import { createBenchMembers } from './members';
import { runChatTarget, type ChatRow } from './scenario';
import { chatSection, writeChatSection } from './report';

const LOAD = {
  members: Number(process.env.BENCH_CHAT_MEMBERS ?? 5000),
  rate: Number(process.env.BENCH_CHAT_RATE ?? 200),
  seconds: Number(process.env.BENCH_CHAT_SECONDS ?? 20),
};
// BENCH_PORT_BASE moves the ports (several runs on one machine); BENCH_NODE_ARGS and BENCH_APP_ENTRY:
// bench/lib/api-app.ts.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);
const PORTS = { app: PORT_BASE + 6, bare: PORT_BASE + 5 };
/** With BENCH_CHAT_REDIS_URL the app runs a second time with Redis pub/sub fan-out (and presence). */
const REDIS_URL = process.env.BENCH_CHAT_REDIS_URL;
// Each sender stays under the per-member send limit (60 a minute).
const SENDERS = Math.ceil(LOAD.rate * 1.25);

async function appRow(tmp: string, redisUrl?: string): Promise<ChatRow> {
  const dbName = benchDatabaseName(`chat_${process.pid}_${redisUrl ? 'redis' : 'local'}`);
  const databaseUrl = await createDatabase(dbName);
  try {
    return await chatRowOn(tmp, databaseUrl, redisUrl);
  } finally {
    await dropDatabase(dbName);
  }
}

async function chatRowOn(tmp: string, databaseUrl: string, redisUrl?: string): Promise<ChatRow> {
  const { origin, proc } = await startApiApp({ tmp, port: PORTS.app, databaseUrl, env: { REDIS_URL: redisUrl } });
  try {
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
  }
}

async function bareRow(tmp: string): Promise<ChatRow> {
  const { origin, proc } = await startBareScript({ tmp, script: 'bench/chat/bare-sse-server.ts', port: PORTS.bare });
  try {
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
export function chatPhase(): Promise<string> {
  return inBenchFolder('chat', async (tmp, machine) => {
    const rows = [await appRow(tmp), ...(REDIS_URL ? [await appRow(tmp, REDIS_URL)] : []), await bareRow(tmp)];
    const section = chatSection(rows, LOAD, machine());
    writeChatSection(section);
    return section;
  });
}

runWhenMain('chat/run.ts', chatPhase);
