import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { subjectOf } from '../factories/mail';
import { packageOf, payAtSimulator, placeOrder, postOrder } from '../factories/payments';
import { orders } from '@/server/db/schema';
import { simulatorAllowed } from '@/server/adapters/payments/create-payment-provider';
import type { OrderDto, PackagesDto } from '@/shared/types/payments';
import { translate } from '@/server/i18n/translate';

describe('which deployments take test payments', () => {
  it('the embedded demo and PostgreSQL with PAYMENT_PROVIDER=simulator only', () => {
    expect(simulatorAllowed({})).toBe(true);
    expect(simulatorAllowed({ DATABASE_URL: 'postgres://db/amora' })).toBe(false);
    expect(simulatorAllowed({ DATABASE_URL: 'postgres://db/amora', PAYMENT_PROVIDER: 'simulator' })).toBe(true);
  });
});

describe('a real deployment without a payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ simulator: false });
    // Two apps (two databases to migrate) in one file: room for a busy machine.
  }, 120_000);
  afterAll(() => t.close());

  it('tells the credit pages that payments are not available, with no method to pick', async () => {
    const { agent } = await loggedInMember(t, { country: 'NL' });
    const body = await bodyOf<PackagesDto>(await agent.get('/api/packages.php'));
    expect(body.payments).toBe('unavailable');
    expect(body.methods).toEqual([]);
  });

  it('answers an order 503 payments_unavailable in the member’s language and stores nothing', async () => {
    const member = await loggedInMember(t, { country: 'NL', user: { language: 'en' } });
    const pkg = await packageOf(t.db, 'NL');
    const res = await postOrder(member.agent, { package: pkg.id, paymentmethod: 'ideal', idempotency_key: crypto.randomUUID() });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toMatchObject({ error: 'payments_unavailable', message: translate('en', 'Errors.paymentsUnavailable') });
    expect(await t.db.select().from(orders).where(eq(orders.userId, member.id))).toEqual([]);
  });
});

describe('the built-in simulator (embedded demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('labels the credit pages, the order and the receipt as a test payment', async () => {
    const buyer = await loggedInMember(t, { country: 'NL' });
    expect((await bodyOf<PackagesDto>(await buyer.agent.get('/api/packages.php'))).payments).toBe('simulated');

    const created = await placeOrder(buyer.agent, await packageOf(t.db, 'NL'));
    expect(created.order.test_payment).toBe(true);
    await payAtSimulator(t, buyer.agent, created.checkout_url!, 'paid');
    const { order } = await bodyOf<{ order: OrderDto }>(await buyer.agent.get(`/api/order.php?id=${created.order.id}`));
    expect(order).toMatchObject({ status: 'paid', test_payment: true });

    const receipt = t.mail.mails.filter((m) => m.to === buyer.email).at(-1);
    expect(subjectOf(receipt)).toBe('Testbetaling: Je betaling bij Amora is ontvangen');
    expect(receipt?.text).toContain('Dit was een testbetaling via de betaalsimulator: er is geen geld afgeschreven.');
  });
});
