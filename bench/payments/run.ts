// The payments scenario of `npm run bench` (alone: `npm run bench:payments`): BENCH_PAYMENTS_MEMBERS
// logged-in members (default 500), BENCH_PAYMENTS_CONCURRENCY at a time (default 50), each place
// POST /api/order.php (iDEAL) on the built API (PostgreSQL, payment simulator), have the simulator's
// payment marked paid and call POST /api/payment-webhook.php, for BENCH_PAYMENTS_SECONDS (default 20).
// Reported: order + webhook pairs a second, p50/p99 of each call, and the database checked afterwards
// (every order paid, 0 lost, 0 double, balances equal to the ledger); beside a bare node:http + pg
// server (bench/payments/bare-pg-server.ts) doing the same inserts under the same load in the same run.
import pg from 'pg';
import { createDatabase, dropDatabase, queryNumber } from '../lib/postgres';
import { benchDatabaseName } from '../lib/config';
import { stopProcess } from '../lib/processes';
import { inBenchFolder, runWhenMain, startApiApp, startBareScript } from '../lib/api-app';
import { createBenchMembers } from '../chat/members';
import { runPaymentsTarget, type PaymentsLoad, type PaymentsRow } from './scenario';
import { paymentsSection, writePaymentsSection } from './report';

const LOAD: PaymentsLoad = {
  members: Number(process.env.BENCH_PAYMENTS_MEMBERS ?? 500),
  concurrency: Number(process.env.BENCH_PAYMENTS_CONCURRENCY ?? 50),
  seconds: Number(process.env.BENCH_PAYMENTS_SECONDS ?? 20),
};
// BENCH_PORT_BASE as in bench/chat/run.ts.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3200);
const PORTS = { app: PORT_BASE + 8, bare: PORT_BASE + 7 };
// A provider calls from a few addresses; each has the webhook's per-IP limit (3,000 a minute).
const webhookIp = (member: number) => `198.51.100.${(member % 16) + 1}`;

/** The cheapest package of the default site for the members' country (NL) that is not the intro offer. */
const packageId = (databaseUrl: string) =>
  queryNumber(
    databaseUrl,
    `select p.id from packages p join sites s on s.id = p.site_id where s.is_default and p.country = 'NL' and p.active and not p.is_intro order by p.price_cents limit 1`,
  );

async function appRow(tmp: string, databaseUrl: string): Promise<PaymentsRow> {
  // Without demo data on PostgreSQL there is no provider unless the simulator is asked for.
  const env = { TRUST_PROXY: '1', PAYMENT_PROVIDER: 'simulator', MOLLIE_API_KEY: undefined, MOLLIE_API_URL: undefined };
  const { origin, proc } = await startApiApp({ tmp, port: PORTS.app, databaseUrl, env });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
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
  const { origin, proc } = await startBareScript({ tmp, script: 'bench/payments/bare-pg-server.ts', port: PORTS.bare, args: [databaseUrl] });
  try {
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
export function paymentsPhase(): Promise<string> {
  return inBenchFolder('payments', async (tmp, machine) => {
    const dbName = benchDatabaseName(`payments_${process.pid}`);
    try {
      const databaseUrl = await createDatabase(dbName);
      const rows = [await appRow(tmp, databaseUrl), await bareRow(tmp, databaseUrl)];
      const section = paymentsSection(rows, LOAD, machine());
      writePaymentsSection(section);
      return section;
    } finally {
      await dropDatabase(dbName);
    }
  });
}

runWhenMain('payments/run.ts', paymentsPhase);
