import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { balanceAndLedger, sentText } from '../factories/chat';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto } from '../factories/members';
import { buyPackage, orderRow, packageOf } from '../factories/payments';
import { isSimulator } from '@/server/adapters/payments/simulator/simulator-provider';
import { refundOrder } from '@/server/services/payments/refund-order';
import type { ServiceContext } from '@/server/services/context';
import type { OrderDto } from '@/shared/types/payments';
import type { MemberDetailDto, UserDto } from '@/shared/types/api';
import type { Agent } from '../fixtures/agent';

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

  it('refuses an operator refund of spent credits: nothing is refunded and nothing is owed', async () => {
    const { buyer, order } = await buyerWhoSpent(4);
    await expect(refundOrder(await operatorContext(), order.id, { operator: true })).rejects.toMatchObject({ status: 422 });
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid', refundedCents: 0, creditsOwed: 0 });
    expect((await simulator().find(order.providerPaymentId!))?.refundedCents).toBe(0);
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 230, ledger: 230 });
  });

  it('lets only one of two racing refunds pass when the balance holds only one of the orders', async () => {
    const buyer = await loggedInMember(t, { country: 'NL', gender: 'male' });
    const pkg = await packageOf(t.db, 'NL', { credits: 250 });
    const first = await buyPackage(t, buyer.agent, pkg);
    const second = await buyPackage(t, buyer.agent, pkg);
    await sentText(buyer.agent, (await insertMember(t.db, { gender: 'female' })).id, 'Hoi!');
    // 495 credits: enough for either refund of 250, not for both.
    const answers = await Promise.all([first, second].map((o) => buyer.agent.post('/api/refund.php', { id: o.id })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const rows = await Promise.all([first, second].map((o) => orderRow(t.db, o.id)));
    expect(rows.map((o) => o.status).sort()).toEqual(['paid', 'refunded']);
    expect(rows.map((o) => o.creditsOwed)).toEqual([0, 0]);
    const refundedAtProvider = await Promise.all([first, second].map(async (o) => (await simulator().find(o.providerPaymentId!))!.refundedCents));
    expect(refundedAtProvider.sort((a, b) => a - b)).toEqual([0, pkg.priceCents]);
    await t.container.jobs.drain();
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 245, ledger: 245 });
  });
});

async function premiumSeen(agent: Agent): Promise<boolean> {
  return (await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'))).user.paid_user;
}

async function lockedPhotosOf(agent: Agent, memberId: number): Promise<number> {
  return (await bodyOf<{ profile: MemberDetailDto }>(await agent.get(`/api/member.php?id=${memberId}`))).profile.locked_photos;
}

describe('premium ends with the purchases that gave it', () => {
  async function premiumBuyerAndPrivatePhoto() {
    const { buyer, order } = await buyerWhoSpent(0);
    const lisa = await insertMember(t.db, { gender: 'female', country: 'NL' });
    await insertPhoto(t.db, lisa.id, { main: true });
    await insertPhoto(t.db, lisa.id, { isPrivate: true });
    expect(await premiumSeen(buyer.agent)).toBe(true);
    expect(await lockedPhotosOf(buyer.agent, lisa.id)).toBe(0);
    return { buyer, order, lisa };
  }

  it('makes a member who refunds their only purchase a free member again, with private photos locked', async () => {
    const { buyer, order, lisa } = await premiumBuyerAndPrivatePhoto();
    expect((await buyer.agent.post('/api/refund.php', { id: order.id })).status).toBe(200);
    await t.container.jobs.drain();
    expect(await premiumSeen(buyer.agent)).toBe(false);
    expect(await lockedPhotosOf(buyer.agent, lisa.id)).toBe(1);
  });

  it('ends premium when the only purchase is charged back', async () => {
    const { buyer, order, lisa } = await premiumBuyerAndPrivatePhoto();
    await simulator().chargeback(order.providerPaymentId!);
    await t.container.jobs.drain();
    expect(await premiumSeen(buyer.agent)).toBe(false);
    expect(await lockedPhotosOf(buyer.agent, lisa.id)).toBe(1);
  });

  it('keeps premium while another paid purchase stands', async () => {
    const { buyer, order, lisa } = await premiumBuyerAndPrivatePhoto();
    await buyPackage(t, buyer.agent, await packageOf(t.db, 'NL', { credits: 500 }));
    expect((await buyer.agent.post('/api/refund.php', { id: order.id })).status).toBe(200);
    await t.container.jobs.drain();
    expect(await premiumSeen(buyer.agent)).toBe(true);
    expect(await lockedPhotosOf(buyer.agent, lisa.id)).toBe(0);
  });
});
