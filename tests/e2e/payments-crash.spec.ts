import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startBuiltServer, type RunningServer } from './server-process';

// A kill -9 of the built server while payments' webhooks are being processed: after a restart the
// provider's retries complete every paid order, each granted once, and the balance is the ledger's sum.

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const ORDERS = 8;

async function login(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.origin}/api/user.php`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0].split(';')[0];
}

async function regularPackage(server: RunningServer, cookie: string): Promise<{ id: number; credits: number }> {
  const res = await fetch(`${server.origin}/api/packages.php`, { headers: { cookie } });
  const body = (await res.json()) as { packages: { id: number; credits: number; is_intro: boolean }[] };
  return body.packages.find((p) => !p.is_intro)!;
}

async function order(server: RunningServer, cookie: string, pkg: number): Promise<{ id: number; paymentId: string }> {
  const res = await fetch(`${server.origin}/api/order.php`, {
    method: 'POST',
    headers: { origin: server.origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ package: pkg, paymentmethod: 'ideal' }),
  });
  expect(res.status).toBe(201);
  const { order: created } = (await res.json()) as { order: { id: number; payment_id: string } };
  return { id: created.id, paymentId: created.payment_id };
}

/** The payer presses "paid" on the simulator's checkout; the simulator then calls the webhook. */
const pay = (server: RunningServer, cookie: string, paymentId: string) =>
  fetch(`${server.origin}/api/payment-simulator.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: paymentId, status: 'paid' }).toString(),
  });

/** A provider's webhook call (its retries after the crash). */
const webhook = (server: RunningServer, paymentId: string) =>
  fetch(`${server.origin}/api/payment-webhook.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${paymentId}`,
  });

test.describe('payments and a crash', () => {
  let dataDir: string;
  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'amora-payments-'));
  });
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a kill -9 during webhook processing loses nothing and grants nothing twice', async () => {
    test.setTimeout(240_000);
    const first = await startBuiltServer({ dataDir, port: 3341 });
    const cookie = await login(first);
    const pkg = await regularPackage(first, cookie);
    const orders: { id: number; paymentId: string }[] = [];
    for (let i = 0; i < ORDERS; i++) orders.push(await order(first, cookie, pkg.id));
    // Every payment is paid at once and its webhooks hammered; the server dies in the middle of it.
    const storm = orders.flatMap((o) => [pay(first, cookie, o.paymentId), ...Array.from({ length: 10 }, () => webhook(first, o.paymentId))]);
    const settled = Promise.allSettled(storm);
    await Promise.race([settled, Promise.allSettled(storm.slice(0, 12))]);
    await first.kill('SIGKILL');
    await settled;

    const restarted = await startBuiltServer({ dataDir, port: 3342 });
    try {
      // A payer whose click was cut off presses again (a paid payment stays paid); then the provider
      // calls again until it gets a 200 (Mollie's retries; the reconcile job would too).
      for (const o of orders) expect([303, 200]).toContain((await pay(restarted, cookie, o.paymentId)).status);
      for (const o of orders) expect((await webhook(restarted, o.paymentId)).status).toBe(200);
      const again = await login(restarted);
      const history = (await (await fetch(`${restarted.origin}/api/transactions.php`, { headers: { cookie: again } })).json()) as {
        orders: { id: number; status: string }[];
        ledger: { delta: number; kind: string; balance_after: number }[];
      };
      const ours = history.orders.filter((o) => orders.some((x) => x.id === o.id));
      expect(ours.map((o) => o.status)).toEqual(Array(ORDERS).fill('paid'));
      const purchases = history.ledger.filter((l) => l.kind === 'purchase');
      expect(purchases).toHaveLength(ORDERS);
      const user = (await (await fetch(`${restarted.origin}/api/user.php`, { headers: { cookie: again } })).json()) as {
        user: { credits: number; paid_user: boolean };
      };
      expect(user.user).toMatchObject({ credits: ORDERS * pkg.credits, paid_user: true });
      expect(history.ledger.reduce((total, l) => total + l.delta, 0)).toBe(user.user.credits);
    } finally {
      await restarted.kill('SIGTERM');
    }
  });
});
