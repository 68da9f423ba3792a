import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { balanceAndLedger } from '../factories/chat';
import { callWebhook, orderRow, packageOf, payAtSimulator, placeOrder } from '../factories/payments';
import { orders, paymentEvents, simulatorPayments } from '@/server/db/schema';
import { applyProviderPayment } from '@/server/services/payments/apply-payment';
import { reconcileOrders } from '@/server/services/payments/reconcile-orders';
import { MOLLIE_LIKE_RETRY } from '@/server/adapters/payments/simulator/simulator-provider';
import type { ProviderPayment, ProviderPaymentStatus } from '@/server/adapters/payments/payment-provider';

let t: TestApp;
/** While true the webhook endpoint is "down": the simulator's calls get a 503. */
let outage = false;
/** The next calls to refuse with a 503, as an endpoint that comes back after a while. */
let refuseNext = 0;

beforeAll(async () => {
  t = await createTestApp({
    webhookPost: (forward) => async (url, body) => {
      if (outage || refuseNext > 0) {
        refuseNext = Math.max(0, refuseNext - 1);
        return 503;
      }
      return forward(url, body);
    },
  });
});
afterAll(() => t.close());

async function openOrder(country = 'NL') {
  const buyer = await loggedInMember(t, { country });
  const created = await placeOrder(buyer.agent, await packageOf(t.db, country, { credits: 250 }));
  return { buyer, created, paymentId: created.order.payment_id! };
}

const webhookCalls = async (id: string) => (await t.db.select().from(simulatorPayments).where(eq(simulatorPayments.id, id)))[0]!.webhookCalls;

describe('POST /api/payment-webhook.php', () => {
  it('grants once for 1,000 repeated webhooks, concurrently in batches', async () => {
    const { buyer, created, paymentId } = await openOrder();
    await payAtSimulator(t, buyer.agent, created.checkout_url!, 'paid');
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => callWebhook(t, paymentId)));
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    }
    await t.container.jobs.drain();
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 250, ledger: 250 });
    expect((await orderRow(t.db, created.order.id)).status).toBe('paid');
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, paymentId));
    expect(events.length).toBeGreaterThanOrEqual(1000);
    expect(t.mail.mails.filter((m) => m.to === buyer.email && m.subject.includes('ontvangen'))).toHaveLength(1);
  }, 120_000); // 1,000 webhooks: room for a loaded machine

  it('grants once when 1,000 states arrive reordered (paid, then open, failed, duplicates) and ends paid', async () => {
    const { buyer, created, paymentId } = await openOrder();
    const statuses: ProviderPaymentStatus[] = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'authorized'];
    const base: ProviderPayment = {
      id: paymentId,
      status: 'paid',
      amountCents: created.order.amount,
      currency: 'EUR',
      checkoutUrl: null,
      refundedCents: 0,
      chargedBackCents: 0,
      orderId: created.order.id,
    };
    // A fixed shuffle: every status many times over, the paid one early and late.
    const snapshots = Array.from({ length: 1000 }, (_, i) => ({ ...base, status: statuses[(i * 7 + (i >> 3)) % statuses.length]! }));
    for (let start = 0; start < snapshots.length; start += 25) {
      await Promise.all(snapshots.slice(start, start + 25).map((p) => applyProviderPayment(t.container, p, 'http://localhost')));
    }
    await t.container.jobs.drain();
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 250, ledger: 250 });
    expect((await orderRow(t.db, created.order.id)).status).toBe('paid');
  }, 120_000);

  it('never lets a late "open" undo a paid order', async () => {
    const { buyer, created, paymentId } = await openOrder();
    await payAtSimulator(t, buyer.agent, created.checkout_url!, 'paid');
    const open: ProviderPayment = {
      id: paymentId,
      status: 'open',
      amountCents: created.order.amount,
      currency: 'EUR',
      checkoutUrl: null,
      refundedCents: 0,
      chargedBackCents: 0,
      orderId: created.order.id,
    };
    await applyProviderPayment(t.container, open, 'http://localhost');
    expect((await orderRow(t.db, created.order.id)).status).toBe('paid');
  });

  it('answers 200 to an unknown id, an empty body and JSON, from anywhere, without a session', async () => {
    expect((await callWebhook(t, 'tr_sim_doesnotexist')).status).toBe(200);
    const json = await t.app.request('http://localhost/api/payment-webhook.php', {
      method: 'POST',
      headers: { host: 'localhost', origin: 'https://payments.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'tr_sim_unknown', status: 'paid', credits: 99999 }),
    });
    expect(json.status).toBe(200);
    const empty = await t.app.request('http://localhost/api/payment-webhook.php', {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(empty.status).toBe(200);
  });

  it('still refuses form posts from other sites on every other endpoint', async () => {
    const res = await t.app.request('http://localhost/api/order.php', {
      method: 'POST',
      headers: { host: 'localhost', origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'package=1&paymentmethod=ideal',
    });
    expect(res.status).toBe(403);
  });

  it('believes nothing in the body: a webhook for an open payment grants nothing', async () => {
    const { buyer, paymentId } = await openOrder();
    await callWebhook(t, paymentId);
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('the simulator’s webhook retries', () => {
  it('retries a failing webhook endpoint until it answers, then the credits arrive', async () => {
    const { buyer, created, paymentId } = await openOrder();
    refuseNext = 3;
    await payAtSimulator(t, buyer.agent, created.checkout_url!, 'paid');
    expect(await webhookCalls(paymentId)).toBe(4);
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 250, ledger: 250 });
  });

  it('gives up after 10 attempts, as Mollie does, on a schedule of about 26 hours', async () => {
    const { buyer, created, paymentId } = await openOrder();
    outage = true;
    await payAtSimulator(t, buyer.agent, created.checkout_url!, 'paid');
    outage = false;
    expect(await webhookCalls(paymentId)).toBe(10);
    expect((await orderRow(t.db, created.order.id)).status).toBe('open');
    const totalSeconds = MOLLIE_LIKE_RETRY.retryDelaySeconds * (2 ** MOLLIE_LIKE_RETRY.retryLimit - 1);
    expect(MOLLIE_LIKE_RETRY.retryLimit + 1).toBe(10);
    expect(Math.round(totalSeconds / 3600)).toBe(26);
  });
});

describe('the reconcile job', () => {
  it('completes an order whose webhook never came', async () => {
    const { buyer, created, paymentId } = await openOrder();
    outage = true;
    await payAtSimulator(t, buyer.agent, created.checkout_url!, 'paid');
    outage = false;
    expect((await orderRow(t.db, created.order.id)).status).toBe('open');
    // Younger than a minute: left to its webhook.
    await reconcileOrders(t.container);
    expect((await orderRow(t.db, created.order.id)).status).toBe('open');
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(orders.id, created.order.id));
    await reconcileOrders(t.container);
    await t.container.jobs.drain();
    expect((await orderRow(t.db, created.order.id)).status).toBe('paid');
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 250, ledger: 250 });
    expect(paymentId).toMatch(/^tr_sim_/);
  });
});

describe('a payment that does not match its order', () => {
  it('grants nothing and leaves the order unpaid', async () => {
    const { buyer, created, paymentId } = await openOrder();
    const wrong: ProviderPayment = {
      id: paymentId,
      status: 'paid',
      amountCents: 1,
      currency: 'EUR',
      checkoutUrl: null,
      refundedCents: 0,
      chargedBackCents: 0,
      orderId: created.order.id,
    };
    await applyProviderPayment(t.container, wrong, 'http://localhost');
    expect((await orderRow(t.db, created.order.id)).status).toBe('open');
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('an abandoned checkout', () => {
  it('expires after a day, and the reconcile job closes its order', async () => {
    const { buyer, created, paymentId } = await openOrder();
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await t.db.update(simulatorPayments).set({ createdAt: dayAgo }).where(eq(simulatorPayments.id, paymentId));
    await t.db.update(orders).set({ createdAt: dayAgo }).where(eq(orders.id, created.order.id));
    await reconcileOrders(t.container);
    expect((await orderRow(t.db, created.order.id)).status).toBe('expired');
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
  });
});
