import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, like, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertMember } from '../factories/members';
import { balanceAndLedger } from '../factories/chat';
import { callWebhook, packageOf } from '../factories/payments';
import { creditLedger, orders, type Package } from '@/server/db/schema';
import { applyCredits } from '@/server/services/credits/apply-credits';
import { isSimulator } from '@/server/adapters/payments/simulator/simulator-provider';

let t: TestApp;
let pkgs: Package[];

beforeAll(async () => {
  t = await createTestApp();
  pkgs = [await packageOf(t.db, 'NL', { credits: 250 }), await packageOf(t.db, 'NL', { credits: 500 })];
});
afterAll(() => t.close());

function simulator() {
  if (!isSimulator(t.container.payments)) throw new Error('the tests run on the simulator');
  return t.container.payments;
}

/** An order and its simulator payment, as POST /api/order.php leaves them. */
async function openOrder(userId: number, pkg: Package): Promise<string> {
  const [site] = await t.db.query.sites.findMany({ limit: 1 });
  const [order] = await t.db
    .insert(orders)
    .values({
      userId,
      siteId: site!.id,
      packageId: pkg.id,
      provider: 'simulator',
      method: 'ideal',
      credits: pkg.credits,
      amountCents: pkg.priceCents,
      listPriceCents: pkg.priceCents,
      currency: 'EUR',
      country: 'NL',
    })
    .returning();
  const payment = await simulator().create({
    orderId: order!.id,
    amountCents: pkg.priceCents,
    currency: 'EUR',
    method: 'ideal',
    description: 'test',
    redirectUrl: 'http://localhost/transactions',
    webhookUrl: 'http://localhost/api/payment-webhook.php',
    locale: 'nl',
  });
  await t.db.update(orders).set({ providerPaymentId: payment.id }).where(eq(orders.id, order!.id));
  return payment.id;
}

type Op =
  | { kind: 'buy'; member: number; pkg: number; outcome: 'paid' | 'failed' }
  | { kind: 'spend'; member: number; credits: number }
  | { kind: 'refund'; payment: number; cents: number }
  | { kind: 'chargeback'; payment: number }
  | { kind: 'replay'; payment: number };

const member = fc.nat({ max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('buy' as const),
    member,
    pkg: fc.nat({ max: 1 }),
    outcome: fc.constantFrom('paid' as const, 'paid' as const, 'failed' as const),
  }),
  fc.record({ kind: fc.constant('spend' as const), member, credits: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('refund' as const), payment: fc.nat({ max: 20 }), cents: fc.integer({ min: 1, max: 6000 }) }),
  fc.record({ kind: fc.constant('chargeback' as const), payment: fc.nat({ max: 20 }) }),
  fc.record({ kind: fc.constant('replay' as const), payment: fc.nat({ max: 20 }) }),
);

async function run(ops: Op[], members: number[]): Promise<string[]> {
  const payments: string[] = [];
  const pick = (i: number) => (payments.length ? payments[i % payments.length]! : null);
  for (const o of ops) {
    if (o.kind === 'buy') {
      const id = await openOrder(members[o.member]!, pkgs[o.pkg]!);
      payments.push(id);
      await simulator().settle(id, o.outcome);
    } else if (o.kind === 'spend') {
      // A spend the balance cannot cover is refused and rolled back, as a message send is.
      await t.db
        .transaction(async (tx) => {
          const result = await applyCredits(tx, { userId: members[o.member]!, delta: -o.credits, kind: 'message', source: 'message', reference: randomUUID() });
          if (result.status !== 'applied') throw new Error('insufficient');
        })
        .catch(() => undefined);
    } else {
      const id = pick(o.payment);
      if (!id) continue;
      if (o.kind === 'refund') await simulator().refund(id, o.cents, 'EUR');
      else if (o.kind === 'chargeback') await simulator().chargeback(id);
      else await callWebhook(t, id);
    }
    await t.container.jobs.drain();
  }
  return payments;
}

/** What a charged-back order took back plus what is owed is exactly what it granted. */
async function takenBack(paymentId: string): Promise<number> {
  const [row] = await t.db
    .select({ total: sum(creditLedger.delta) })
    .from(creditLedger)
    .where(like(creditLedger.reference, `${paymentId}:%`));
  return -Number(row?.total ?? 0);
}

describe('the credit ledger under random purchases, spends, refunds and chargebacks', () => {
  it('keeps every balance equal to the sum of its ledger rows, never below 0, and grants once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        const members = await Promise.all([0, 1, 2].map(async () => (await insertMember(t.db, { country: 'NL' })).id));
        const payments = await run(ops, members);
        for (const id of members) {
          const { balance, ledger } = await balanceAndLedger(t.db, id);
          expect(balance).toBe(ledger);
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        for (const id of payments) {
          const [order] = await t.db.select().from(orders).where(eq(orders.providerPaymentId, id));
          const grants = await t.db.select().from(creditLedger).where(eq(creditLedger.reference, id));
          expect(grants.length).toBe(order!.paidAt ? 1 : 0);
          if (order!.status === 'charged_back') expect((await takenBack(id)) + order!.creditsOwed).toBe(order!.credits);
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
