// One target of the payments scenario: `concurrency` workers each place an order, have it paid and
// call the webhook, over and over for `seconds`; then the database is checked for lost or double grants.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { percentile, processUsage } from '../chat/load';
import { checkPayments, type PaymentCheck } from './verify';

type Req = { path: string; headers: Record<string, string>; body: string };

export type PaymentsTarget = {
  name: string;
  origin: string;
  pid: number;
  databaseUrl: string;
  /** Member ids, in the order the workers take them. */
  members: number[];
  /** The member's order (by member id) with its idempotency key. */
  order: (member: number, key: string) => Req;
  /** The provider's payment id from the order's answer. */
  paymentId: (answer: unknown) => string | null;
  /** The payer pays (the app: the simulator's payment is marked paid); none for the bare server. */
  pay?: (paymentId: string) => Promise<void>;
  webhook: (paymentId: string, member: number) => Req;
  /** Orders a member may place in the run (the app's rate limit); unlimited when absent. */
  ordersPerMember?: number;
};

export type PaymentsLoad = { members: number; concurrency: number; seconds: number };

export type PaymentsRow = PaymentCheck & {
  name: string;
  /** Seconds the run took: less than asked when the members' orders ran out. */
  seconds: number;
  pairs: number;
  pairsPerSecond: number;
  failed: number;
  statuses: Record<string, number>;
  orderP50Ms: number | null;
  orderP99Ms: number | null;
  webhookP50Ms: number | null;
  webhookP99Ms: number | null;
  /** Server CPU over the run, in % of one core. */
  cpuPercent: number;
};

type Outcome = { status: number; answer: unknown; ms: number };

function post(origin: string, agent: Agent, req: Req, contentType: string): Promise<Outcome> {
  const start = performance.now();
  return new Promise((resolve) => {
    const call = request(`${origin}${req.path}`, { method: 'POST', agent, headers: { 'content-type': contentType, ...req.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let answer: unknown = null;
        try {
          answer = text ? JSON.parse(text) : null;
        } catch {
          answer = text;
        }
        resolve({ status: res.statusCode ?? 0, answer, ms: performance.now() - start });
      });
    });
    call.on('error', () => resolve({ status: 0, answer: null, ms: performance.now() - start }));
    call.end(req.body);
  });
}

type Tally = { pairs: number; failed: number; statuses: Record<string, number>; orderMs: number[]; webhookMs: number[] };

const count = (tally: Tally, step: string, status: number) => {
  const key = `${step} ${status}`;
  tally.statuses[key] = (tally.statuses[key] ?? 0) + 1;
  tally.failed += 1;
};

/** One order and its webhook; false when a step failed (counted in the tally). */
async function pair(target: PaymentsTarget, agent: Agent, member: number, tally: Tally): Promise<boolean> {
  const order = await post(target.origin, agent, target.order(member, randomUUID()), 'application/json');
  const id = order.status === 201 ? target.paymentId(order.answer) : null;
  if (!id) return (count(tally, 'order', order.status), false);
  tally.orderMs.push(order.ms);
  await target.pay?.(id);
  const hook = await post(target.origin, agent, target.webhook(id, member), 'application/x-www-form-urlencoded');
  if (hook.status !== 200) return (count(tally, 'webhook', hook.status), false);
  tally.webhookMs.push(hook.ms);
  tally.pairs += 1;
  return true;
}

/** Worker w takes members w, w + concurrency, … in turn, each for at most `ordersPerMember` orders. */
async function worker(target: PaymentsTarget, agent: Agent, w: number, load: PaymentsLoad, deadline: number, tally: Tally): Promise<void> {
  const mine = target.members.filter((_, i) => i % load.concurrency === w);
  const budget = mine.length * (target.ordersPerMember ?? Infinity);
  for (let n = 0; Date.now() < deadline && n < budget; n++) await pair(target, agent, mine[n % mine.length]!, tally);
}

const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

export async function runPaymentsTarget(target: PaymentsTarget, load: PaymentsLoad): Promise<PaymentsRow> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.concurrency });
  const tally: Tally = { pairs: 0, failed: 0, statuses: {}, orderMs: [], webhookMs: [] };
  const before = processUsage(target.pid).cpuSeconds;
  const start = Date.now();
  const workers = Math.min(load.concurrency, target.members.length);
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(target, agent, w, { ...load, concurrency: workers }, start + load.seconds * 1000, tally)));
  const seconds = (Date.now() - start) / 1000;
  const cpu = processUsage(target.pid).cpuSeconds - before;
  agent.destroy();
  return {
    name: target.name,
    seconds: Math.round(seconds * 10) / 10,
    pairs: tally.pairs,
    pairsPerSecond: Math.round(tally.pairs / seconds),
    failed: tally.failed,
    statuses: tally.statuses,
    orderP50Ms: round(percentile(tally.orderMs, 50)),
    orderP99Ms: round(percentile(tally.orderMs, 99)),
    webhookP50Ms: round(percentile(tally.webhookMs, 50)),
    webhookP99Ms: round(percentile(tally.webhookMs, 99)),
    cpuPercent: Math.round((cpu / seconds) * 100),
    ...(await checkPayments(target.databaseUrl, target.members)),
  };
}
