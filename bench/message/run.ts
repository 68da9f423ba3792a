// POST /api/message.php alone (part of `npm run bench`, alone `npm run bench:message`, left out with
// BENCH_MESSAGE=0): BENCH_MESSAGE_CONCURRENCY clients (default 10) each send
// texts one after the other for BENCH_MESSAGE_SECONDS (default 10, after BENCH_MESSAGE_WARMUP_SECONDS, default 3, not counted), from 500 premium senders to 500
// members, on the built API (PostgreSQL, in-process fan-out); beside a bare node:http + pg server
// (bench/message/bare-pg-server.ts) running the same SQL under the same load in the same run.
// Reported: messages a second, p50/p99, server CPU per message; written into docs/performance.md.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createDatabase, dropDatabase } from '../lib/postgres';
import { benchDatabaseName } from '../lib/config';
import { stopProcess } from '../lib/processes';
import { inBenchFolder, runWhenMain, startApiApp, startBareScript } from '../lib/api-app';
import { createBenchMembers, type BenchMember } from '../chat/members';
import { percentile, processUsage } from '../chat/load';
import { writeMessageSection, messageSection, type MessageRow } from './report';

const LOAD = {
  concurrency: Number(process.env.BENCH_MESSAGE_CONCURRENCY ?? 10),
  seconds: Number(process.env.BENCH_MESSAGE_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_MESSAGE_WARMUP_SECONDS ?? 3),
};
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);
const PORTS = { app: PORT_BASE + 10, bare: PORT_BASE + 9 };
// Each sender stays under the per-member send limit (60 a minute): 500 of them carry 30,000 messages.
const MEMBERS = 500;

function post(origin: string, path: string, agent: Agent, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${origin}${path}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

type Target = { name: string; origin: string; path: string; pid: number; headers: (sender: BenchMember) => Record<string, string> };

/** Sends for `seconds` from `concurrency` clients; the statuses and the latencies of the stored ones. */
async function load(target: Target, agent: Agent, senders: BenchMember[], recipients: BenchMember[], seconds: number, counter: { next: number }) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const i = counter.next++;
      const sender = senders[i % senders.length]!;
      const body = JSON.stringify({ profile: recipients[Math.floor(Math.random() * recipients.length)]!.id, text: `bench ${i}`, nonce: randomUUID() });
      const t0 = performance.now();
      const status = await post(target.origin, target.path, agent, target.headers(sender), body);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: LOAD.concurrency }, worker));
  return { latencies, statuses };
}

async function measure(target: Target, senders: BenchMember[], recipients: BenchMember[]): Promise<MessageRow> {
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD.concurrency });
  const counter = { next: 0 };
  // A warm-up first, not counted: the first requests compile the code and fill the pools.
  await load(target, agent, senders, recipients, LOAD.warmupSeconds, counter);
  const before = processUsage(target.pid).cpuSeconds;
  const start = Date.now();
  const { latencies, statuses } = await load(target, agent, senders, recipients, LOAD.seconds, counter);
  const seconds = (Date.now() - start) / 1000;
  const cpu = processUsage(target.pid).cpuSeconds - before;
  agent.destroy();
  const sent = latencies.length;
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    name: target.name,
    sent,
    failed: Object.entries(statuses)
      .filter(([s]) => s !== '201')
      .reduce((n, [, c]) => n + c, 0),
    statuses,
    perSecond: Math.round(sent / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    cpuMsPerMessage: sent ? Math.round((cpu * 10_000) / sent) / 10 : 0,
  };
}

async function appRow(tmp: string, databaseUrl: string): Promise<MessageRow> {
  const { origin, proc } = await startApiApp({ tmp, port: PORTS.app, databaseUrl });
  try {
    const { senders, recipients } = await createBenchMembers(databaseUrl, MEMBERS, MEMBERS, 'bench-message-app');
    return await measure(
      {
        name: 'POST /api/message.php',
        origin,
        path: '/api/message.php',
        pid: proc.child.pid!,
        headers: (s) => ({ cookie: s.cookie, origin, 'sec-fetch-site': 'same-origin' }),
      },
      senders,
      recipients,
    );
  } finally {
    await stopProcess(proc);
  }
}

async function bareRow(tmp: string, databaseUrl: string): Promise<MessageRow> {
  const { senders, recipients } = await createBenchMembers(databaseUrl, MEMBERS, MEMBERS, 'bench-message-bare');
  const { origin, proc } = await startBareScript({ tmp, script: 'bench/message/bare-pg-server.ts', port: PORTS.bare, args: [databaseUrl] });
  try {
    return await measure(
      { name: 'bare node:http + pg: message.php SQL', origin, path: '/message', pid: proc.child.pid!, headers: (s) => ({ cookie: s.cookie }) },
      senders,
      recipients,
    );
  } finally {
    await stopProcess(proc);
  }
}

/** The row pair; returns its markdown section (also written into docs/performance.md). */
export function messagePhase(): Promise<string> {
  return inBenchFolder('message', async (tmp, machine) => {
    const dbName = benchDatabaseName(`message_${process.pid}`);
    try {
      const databaseUrl = await createDatabase(dbName);
      const rows = [await appRow(tmp, databaseUrl), await bareRow(tmp, databaseUrl)];
      const section = messageSection(rows, LOAD, machine());
      writeMessageSection(section);
      return section;
    } finally {
      await dropDatabase(dbName);
    }
  });
}

runWhenMain('message/run.ts', messagePhase);
