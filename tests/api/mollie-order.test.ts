import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { startMollieStandIn, type MollieStandIn } from '../fixtures/mollie-stand-in';
import { loggedInMember } from '../factories/accounts';
import { balanceAndLedger } from '../factories/chat';
import { bodyOf, errorOf } from '../factories/http';
import { callWebhook, packageOf, placeOrder, postOrder } from '../factories/payments';
import { reconcileOrders } from '@/server/services/payments/reconcile-orders';
import { paymentReversals } from '@/server/db/schema';
import type { OrderDto } from '@/shared/types/payments';

// An order from POST /api/order.php to credits, with payments going through Mollie (its local stand-in).
let t: TestApp;
let mollie: MollieStandIn;

beforeAll(async () => {
  mollie = await startMollieStandIn();
  t = await createTestApp({ mollie: { apiKey: mollie.apiKey, apiEndpoint: mollie.apiEndpoint } });
});
afterAll(async () => {
  await t.close();
  await mollie.close();
});

async function mollieOrder(country = 'NL', method: 'ideal' | 'prezelewy24' = 'ideal') {
  const buyer = await loggedInMember(t, { country });
  const pkg = await packageOf(t.db, country, { credits: 250 });
  const created = await placeOrder(buyer.agent, pkg, method);
  return { buyer, pkg, created, paymentId: created.order.payment_id! };
}

const orderSeen = async (agent: Awaited<ReturnType<typeof mollieOrder>>['buyer']['agent'], id: number) =>
  (await bodyOf<{ order: OrderDto }>(await agent.get(`/api/order.php?id=${id}`))).order;

/** What our server sent Mollie to create this payment (descriptions carry the order id). */
const creation = (paymentId: string) =>
  mollie.requests.find((r) => r.path === '/v2/payments' && (r.body as { description?: string }).description === mollie.payment(paymentId).description)!
    .body as Record<string, unknown>;

describe('buying credits through Mollie', () => {
  it("sends the member to Mollie's checkout with the order's amount, method, language and webhook", async () => {
    const { pkg, created, paymentId } = await mollieOrder();
    expect(paymentId).toMatch(/^tr_/);
    expect(created.checkout_url).toBe(mollie.payment(paymentId)._links.checkout!.href);
    const sent = creation(paymentId);
    expect(sent).toMatchObject({
      amount: { currency: 'EUR', value: (pkg.priceCents / 100).toFixed(2) },
      method: 'ideal',
      locale: 'nl_NL',
      metadata: { order_id: created.order.id },
    });
    expect(sent.webhookUrl).toMatch(/\/api\/payment-webhook\.php$/);
    expect(sent.redirectUrl).toMatch(new RegExp(`/transactions/${created.order.id}$`));
  });

  it('grants the credits once when Mollie reports the payment paid, and not before', async () => {
    const { buyer, created, paymentId } = await mollieOrder();
    expect((await callWebhook(t, paymentId)).status).toBe(200);
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });

    mollie.setStatus(paymentId, 'paid');
    for (let i = 0; i < 3; i++) expect((await callWebhook(t, paymentId)).status).toBe(200);
    await t.container.jobs.drain();
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 250, ledger: 250 });
    expect(await orderSeen(buyer.agent, created.order.id)).toMatchObject({ status: 'paid' });
  });

  it("grants the credits from the reconcile job when Mollie's webhook never came", async () => {
    const { buyer, created, paymentId } = await mollieOrder();
    mollie.setStatus(paymentId, 'paid');
    await reconcileOrders(t.container, new Date(Date.now() + 10 * 60_000));
    await t.container.jobs.drain();
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 250, ledger: 250 });
    expect(await orderSeen(buyer.agent, created.order.id)).toMatchObject({ status: 'paid' });
  });

  it('pays in złoty with Przelewy24 in Poland', async () => {
    const { pkg, paymentId } = await mollieOrder('PL', 'prezelewy24');
    expect(creation(paymentId)).toMatchObject({ amount: { currency: 'PLN', value: (pkg.priceCents / 100).toFixed(2) }, method: 'przelewy24' });
  });

  it('refuses a method Mollie does not offer', async () => {
    const buyer = await loggedInMember(t, { country: 'DE' });
    const res = await postOrder(buyer.agent, { package: (await packageOf(t.db, 'DE', { credits: 250 })).id, paymentmethod: 'giropay' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toHaveProperty('paymentmethod');
  });

  it('takes the credits back after a chargeback Mollie reports', async () => {
    const { buyer, created, paymentId } = await mollieOrder();
    mollie.setStatus(paymentId, 'paid');
    await callWebhook(t, paymentId);
    mollie.chargeback(paymentId, created.order.amount);
    await callWebhook(t, paymentId);
    await t.container.jobs.drain();
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await orderSeen(buyer.agent, created.order.id)).toMatchObject({ status: 'charged_back' });
  });

  it('refunds through Mollie when the member asks within the refund period', async () => {
    const { buyer, created, paymentId } = await mollieOrder();
    mollie.setStatus(paymentId, 'paid');
    await callWebhook(t, paymentId);
    const res = await buyer.agent.post('/api/refund.php', { id: created.order.id });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(mollie.requests.at(-2)).toMatchObject({ method: 'POST', path: `/v2/payments/${paymentId}/refunds` });
    expect(mollie.payment(paymentId).amountRefunded.value).toBe((created.order.amount / 100).toFixed(2));
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('gives the credits back when Mollie refuses the refund', async () => {
    const { buyer, created, paymentId } = await mollieOrder();
    mollie.setStatus(paymentId, 'paid');
    await callWebhook(t, paymentId);
    // Part of the payment was refunded in Mollie's dashboard and its webhook has not arrived yet:
    // Mollie refuses a refund of the whole amount.
    const partly = await fetch(`${mollie.apiEndpoint}payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mollie.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: { currency: 'EUR', value: '1.00' } }),
    });
    expect(partly.status).toBe(201);
    const res = await buyer.agent.post('/api/refund.php', { id: created.order.id });
    expect(res.status).not.toBe(200);
    expect(await orderSeen(buyer.agent, created.order.id)).toMatchObject({ status: 'paid' });
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 250, ledger: 250 });
    expect(mollie.payment(paymentId).amountRefunded.value).toBe('1.00');
    // The refund booked for the statistics is booked back: no money went back through us.
    const reversals = await t.db.select().from(paymentReversals).where(eq(paymentReversals.orderId, created.order.id));
    expect(reversals.map((r) => r.amountCents)).toEqual([created.order.amount, -created.order.amount]);
  });

  it('answers 200 to a webhook for a payment Mollie does not know', async () => {
    expect((await callWebhook(t, 'tr_unknown123')).status).toBe(200);
    expect((await callWebhook(t, 'not-a-payment')).status).toBe(200);
  });
});
