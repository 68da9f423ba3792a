import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { orders, paymentReversals, type Order } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Container } from '../../container';
import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import { transactionWithEvents, type Emit } from '../events/transaction-with-events';
import { applyCredits } from '../credits/apply-credits';
import { takeBackCredits } from './take-back-credits';
import { creditsFor, nextStatus, statusOf } from './order-status';
import { queueReceipt } from './send-receipt-mail';
import { settlePremium } from './settle-premium';
import { log } from '../../log';

export type PaymentDeps = Pick<Container, 'db' | 'events' | 'jobs' | 'payments'>;

/** The order of a provider payment, locked; matched by the order id the payment carries when the id was not stored yet. */
async function lockOrder(tx: Tx, provider: string, payment: ProviderPayment): Promise<Order | null> {
  const [byPayment] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, payment.id)))
    .for('update');
  if (byPayment) return byPayment;
  if (payment.orderId === null) return null;
  const [byOrder] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, payment.orderId), eq(orders.provider, provider), isNull(orders.providerPaymentId)))
    .for('update');
  return byOrder ? { ...byOrder, providerPaymentId: payment.id } : null;
}

/** The purchase grant, once per payment (ledger key: provider, payment id); premium follows from the order's status (settlePremium). */
async function grantPurchase(tx: Tx, order: Order, provider: string, emit: Emit): Promise<boolean> {
  const result = await applyCredits(tx, {
    userId: order.userId,
    delta: order.credits,
    kind: 'purchase',
    source: provider,
    reference: order.providerPaymentId!,
  });
  if (result.status !== 'applied') return false;
  emit({ userId: order.userId, type: 'credits', payload: { credits: result.balance } });
  return true;
}

type Money = { refundedCents: number; creditsOwed: number };

/** Refunds grown since the last update and a first chargeback take their credits back. */
async function takeBackMoney(tx: Tx, order: Order, payment: ProviderPayment, provider: string, emit: Emit): Promise<Money> {
  const base = { userId: order.userId, source: provider };
  let owed = order.creditsOwed;
  const refunded = Math.max(order.refundedCents, Math.min(payment.refundedCents, order.amountCents));
  // After a chargeback every credit of the order is back already: a later refund takes nothing more.
  if (refunded > order.refundedCents && order.status !== 'charged_back') {
    // The money that went back, on the day it went back, for the statistics' net revenue.
    await tx.insert(paymentReversals).values({ orderId: order.id, kind: 'refund', amountCents: refunded - order.refundedCents });
    const credits = creditsFor(order, refunded) - creditsFor(order, order.refundedCents);
    owed += await takeBackCredits(tx, { ...base, credits, kind: 'refund', reference: `${payment.id}:refund:${refunded}` }, emit);
  }
  if (payment.chargedBackCents > 0 && order.status !== 'charged_back') {
    const lost = Math.min(payment.chargedBackCents, order.amountCents - refunded);
    if (lost > 0) await tx.insert(paymentReversals).values({ orderId: order.id, kind: 'chargeback', amountCents: lost });
    const credits = order.credits - creditsFor(order, refunded);
    owed += await takeBackCredits(tx, { ...base, credits, kind: 'chargeback', reference: `${payment.id}:chargeback` }, emit);
  }
  return { refundedCents: refunded, creditsOwed: owed };
}

const MONEY_STATES: ReadonlySet<string> = new Set(['paid', 'refunded', 'charged_back']);

// Only a payment of the order's own amount and currency pays for it (the provider's record, never the webhook's body).
const paysFor = (order: Order, payment: ProviderPayment) =>
  payment.status === 'paid' && payment.amountCents === order.amountCents && payment.currency === order.currency;

/** Brings one order in line with its payment inside the caller's transaction; true when credits were granted now. */
async function applyToOrder(tx: Tx, order: Order, payment: ProviderPayment, provider: string, emit: Emit): Promise<boolean> {
  if (payment.status === 'paid' && !paysFor(order, payment)) log.error(`payment ${payment.id} does not match order ${order.id}: not granted`);
  const granted = paysFor(order, payment) && !order.paidAt && (await grantPurchase(tx, order, provider, emit));
  const paid = granted || order.paidAt !== null;
  const money = paid ? await takeBackMoney(tx, order, payment, provider, emit) : { refundedCents: order.refundedCents, creditsOwed: order.creditsOwed };
  // Only an order whose credits were granted can be paid, refunded or charged back.
  const reported = statusOf(payment);
  const status = paid || !MONEY_STATES.has(reported) ? nextStatus(order.status, reported) : order.status;
  await tx
    .update(orders)
    .set({ ...money, status, providerPaymentId: order.providerPaymentId, paidAt: granted ? new Date() : order.paidAt, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  // Paid makes the member premium; refunded or charged back may end it (§6).
  if (status !== order.status) await settlePremium(tx, order.userId);
  return granted;
}

/**
 * Applies what the provider says about a payment to its order: the webhook and the reconcile job
 * both come here. Idempotent: the order row is locked, its status only moves forward and every
 * ledger row has a unique key, so repeated and reordered calls grant once. Unknown payments change
 * nothing. The receipt is queued once, by the call that granted.
 */
export async function applyProviderPayment(deps: PaymentDeps, payment: ProviderPayment, origin: string): Promise<void> {
  const provider = deps.payments.name;
  const granted = await transactionWithEvents(deps, async (tx, emit) => {
    const order = await lockOrder(tx, provider, payment);
    return order ? ((await applyToOrder(tx, order, payment, provider, emit)) ? order.id : null) : null;
  });
  if (granted !== null) await queueReceipt(deps, granted, origin);
}
