// The payments scenario of `npm run bench` (alone: `npm run bench:payments`): BENCH_PAYMENTS_MEMBERS
// logged-in members (default 500), BENCH_PAYMENTS_CONCURRENCY at a time (default 50), each place
// POST /api/order.php (iDEAL) on the built API (PostgreSQL, payment simulator), have the simulator's
// payment marked paid and call POST /api/payment-webhook.php, for BENCH_PAYMENTS_SECONDS (default 20).
// Reported: order + webhook pairs a second, p50/p99 of each call, and the database checked afterwards
// (every order paid, 0 lost, 0 double, balances equal to the ledger); beside a bare node:http + pg
// server (bench/payments/bare-pg-server.ts) doing the same inserts under the same load in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, dropDatabase, queryNumber } from '../lib/postgres';
import { killAllNow, runToEnd, startProcess, stopProcess, type Spawned } from '../lib/processes';
import { createBenchMembers } from '../chat/members';
import { runPaymentsTarget, type PaymentsLoad, type PaymentsRow } from './scenario';
import { paymentsSection, writePaymentsSection } from './report';

const LOAD: PaymentsLoad = {
  members: Number(process.env.BENCH_PAYMENTS_MEMBERS ?? 500),
  concurrency: Number(process.env.BENCH_PAYMENTS_CONCURRENCY ?? 50),
  seconds: Number(process.env.BENCH_PAYMENTS_SECONDS ?? 20),
};
// BENCH_PORT_BASE and BENCH_NODE_ARGS as in bench/chat/run.ts.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);
const PORTS = { app: PORT_BASE + 8, bare: PORT_BASE + 7 };
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// BENCH_APP_ENTRY runs another build of the API (an earlier commit's bundle, to compare).
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'dist/server/api-only.js';
// A provider calls from a few addresses; each has the webhook's per-IP limit (3,000 a minute).
const webhookIp = (member: number) => `198.51.100.${(member % 16) + 1}`;

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

/** The cheapest package of the default site for the members' country (NL) that is not the intro offer. */
const packageId = (databaseUrl: string) =>
  queryNumber(
    databaseUrl,
    `select p.id from packages p join sites s on s.id = p.site_id where s.is_default and p.country = 'NL' and p.active and not p.is_intro order by p.price_cents limit 1`,
  );

async function appRow(tmp: string, databaseUrl: string): Promise<PaymentsRow> {
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
    TRUST_PROXY: '1',
    // Without demo data on PostgreSQL there is no provider unless the simulator is asked for.
    PAYMENT_PROVIDER: 'simulator',
  };
  for (const key of ['REDIS_URL', 'MOLLIE_API_KEY', 'MOLLIE_API_URL']) delete env[key];
  const proc = startProcess(process.execPath, [...NODE_ARGS, APP_ENTRY], env, path.join(tmp, 'app.log'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const origin = `http://127.0.0.1:${PORTS.app}`;
    await waitForHttp(`${origin}/api/settings.php`, proc);
    const { recipients: members } = await createBenchMembers(databaseUrl, 0, LOAD.members, 'bench-pay-app');
    const pkg = await packageId(databaseUrl);
    const cookies = new Map(members.map((m) => [m.id, m.cookie]));
    return await runPaymentsTarget(
      {
        name: 'POST /api/order.php + POST /api/payment-webhook.php (simulator)',
        origin,
        pid: proc.child.pid!,
        databaseUrl,
        members: members.map((m) => m.id),
        order: (member, key) => ({
          path: '/api/order.php',
          headers: { cookie: cookies.get(member)!, origin, 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify({ package: pkg, paymentmethod: 'ideal', idempotency_key: key }),
        }),
        paymentId: (answer) => (answer as { order?: { payment_id?: string | null } }).order?.payment_id ?? null,
        // The payer's choice on the simulator's checkout, without the simulator's own webhook job.
        pay: async (id) => void (await pool.query(`update simulator_payments set status = 'paid', updated_at = now() where id = $1`, [id])),
        // The orderAccount limit (src/server/adapters/ratelimit/policies.ts): 20 per member per 10 minutes.
        ordersPerMember: 20,
        webhook: (id, member) => ({
          path: '/api/payment-webhook.php',
          headers: { 'x-forwarded-for': webhookIp(member) },
          body: new URLSearchParams({ id }).toString(),
        }),
      },
      LOAD,
    );
  } finally {
    await pool.end();
    await stopProcess(proc);
  }
}

/** On the same database after the app's run, with members of its own. */
async function bareRow(tmp: string, databaseUrl: string): Promise<PaymentsRow> {
  const { recipients: members } = await createBenchMembers(databaseUrl, 0, LOAD.members, 'bench-pay-bare');
  const pkg = await packageId(databaseUrl);
  const proc = startProcess(
    process.execPath,
    ['--import', 'tsx', 'bench/payments/bare-pg-server.ts', String(PORTS.bare), databaseUrl],
    process.env,
    path.join(tmp, 'bare.log'),
  );
  try {
    const origin = `http://127.0.0.1:${PORTS.bare}`;
    await waitForHttp(origin, proc);
    return await runPaymentsTarget(
      {
        name: 'bare node:http + pg, same inserts',
        origin,
        pid: proc.child.pid!,
        databaseUrl,
        members: members.map((m) => m.id),
        order: (member, key) => ({ path: '/order', headers: {}, body: JSON.stringify({ user: member, package: pkg, idempotency_key: key }) }),
        paymentId: (answer) => (answer as { order?: { payment_id?: string } }).order?.payment_id ?? null,
        webhook: (id) => ({ path: '/webhook', headers: {}, body: new URLSearchParams({ id }).toString() }),
      },
      LOAD,
    );
  } finally {
    await stopProcess(proc);
  }
}

/** The scenario; returns its markdown section (also written into docs/performance.md). */
export async function paymentsPhase(): Promise<string> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'amora-bench-payments-'));
  const dbName = `amora_bench_payments_${process.pid}`;
  const loadBefore = os.loadavg()[0].toFixed(1);
  try {
    await runToEnd('node', ['scripts/build-server.mjs'], process.env, path.join(tmp, 'build.log'));
    const databaseUrl = await createDatabase(dbName);
    const rows = [await appRow(tmp, databaseUrl), await bareRow(tmp, databaseUrl)];
    const section = paymentsSection(rows, LOAD, { loadBefore, loadAfter: os.loadavg()[0].toFixed(1) });
    writePaymentsSection(section);
    return section;
  } finally {
    await dropDatabase(dbName);
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith(path.join('payments', 'run.ts'))) {
  process.once('exit', killAllNow);
  paymentsPhase().then(
    (section) => console.log(section),
    (error: unknown) => {
      console.error('[bench:payments] failed:', error);
      process.exitCode = 1;
    },
  );
}
