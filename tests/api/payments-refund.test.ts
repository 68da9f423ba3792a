import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { balanceAndLedger, sentText } from '../factories/chat';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { buyPackage, orderRow, packageOf } from '../factories/payments';
import { isSimulator } from '@/server/adapters/payments/simulator/simulator-provider';
import { refundOrder } from '@/server/services/payments/refund-order';
import type { ServiceContext } from '@/server/services/context';
import type { OrderDto } from '@/shared/types/payments';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function simulator() {
  if (!isSimulator(t.container.payments)) throw new Error('the tests run on the simulator');
  return t.container.payments;
}

/** A member who bought 250 credits and spent `messages` × 5 of them. */
async function buyerWhoSpent(messages: number) {
  const buyer = await loggedInMember(t, { country: 'NL', gender: 'male' });
  const order = await buyPackage(t, buyer.agent, await packageOf(t.db, 'NL', { credits: 250 }));
  const lisa = await insertMember(t.db, { gender: 'female', country: 'NL' });
  for (let i = 0; i < messages; i++) await sentText(buyer.agent, lisa.id, `Bericht ${i}`);
  return { buyer, order };
}

async function operatorContext(): Promise<ServiceContext> {
  const [site] = await t.db.query.sites.findMany({ limit: 1 });
  return { ...t.container, site: site!, locale: 'nl', country: 'NL', ip: null, origin: 'http://localhost', actor: null, now: new Date() };
}

describe('a chargeback', () => {
  it('takes the credits back, never below 0, and records the rest as owed', async () => {
    const { buyer, order } = await buyerWhoSpent(10);
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 200, ledger: 200 });
    await simulator().chargeback(order.providerPaymentId!);
    await t.container.jobs.drain();
    const after = await orderRow(t.db, order.id);
    expect(after).toMatchObject({ status: 'charged_back', creditsOwed: 50 });
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
    // A repeated chargeback webhook changes nothing.
    await simulator().chargeback(order.providerPaymentId!);
    await t.container.jobs.drain();
    expect((await orderRow(t.db, order.id)).creditsOwed).toBe(50);
  });

  it('takes everything back when nothing was spent', async () => {
    const { buyer, order } = await buyerWhoSpent(0);
    await simulator().chargeback(order.providerPaymentId!);
    await t.container.jobs.drain();
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'charged_back', creditsOwed: 0 });
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('POST /api/refund.php', () => {
  it('refunds a member’s unspent order within the refund days', async () => {
    const { buyer, order } = await buyerWhoSpent(0);
    const res = await buyer.agent.post('/api/refund.php', { id: order.id });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await bodyOf<{ order: OrderDto }>(res)).order.status).toBe('refunded');
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await buyer.agent.post('/api/refund.php', { id: order.id })).status).toBe(422);
  });

  it('refuses a member whose credits were spent, and another member’s order', async () => {
    const { buyer, order } = await buyerWhoSpent(1);
    const res = await buyer.agent.post('/api/refund.php', { id: order.id });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.id).toContain('14 dagen');
    const other = await loggedInMember(t, { country: 'NL' });
    expect((await other.agent.post('/api/refund.php', { id: order.id })).status).toBe(404);
  });

  it('lets an operator refund spent credits: the balance stops at 0 and the rest is owed', async () => {
    const { buyer, order } = await buyerWhoSpent(4);
    await refundOrder(await operatorContext(), order.id, { operator: true });
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'refunded', refundedCents: order.amountCents, creditsOwed: 20 });
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
  });
});
