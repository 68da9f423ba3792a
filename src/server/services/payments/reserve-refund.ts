import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orders, paymentReversals, users, type Order } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { ServiceContext } from '../context';
import { notFound, validationError } from '../../errors';
import { transactionWithEvents } from '../events/transaction-with-events';
import { applyCredits } from '../credits/apply-credits';
import { creditsFor } from './order-status';
import { settlePremium } from './settle-premium';

const DAY_MS = 86_400_000;

/** What a reserved refund took; enough to ask the provider for the money and to undo it if that fails. */
export type ReservedRefund = { order: Order; cents: number; credits: number; reference: string };

export type RefundRequest = {
  orderId: number;
  owner: number | undefined;
  operator: boolean;
  /** Runs in the reservation's transaction once the credits are taken (a staff refund writes its audit row here). */
  onReserved?: (tx: Tx, reserved: ReservedRefund & { balanceBefore: number }) => Promise<void>;
  /** Refuses an order that cannot be refunded; the member's own wording (with the refund days) by default. */
  refuse?: () => never;
};

function refundNotPossible(ctx: ServiceContext): never {
  throw validationError({ id: { key: 'refundNotPossible', values: { days: ctx.site.extra.refund_days ?? 14 } } });
}

/** The order, locked; only the owner's own (any member's for an operator) and only of this provider. */
async function lockOrder(tx: Tx, ctx: ServiceContext, request: RefundRequest): Promise<Order> {
  const owner = request.owner === undefined ? undefined : eq(orders.userId, request.owner);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, request.orderId), eq(orders.provider, ctx.payments.name), owner))
    .for('update');
  if (!order) throw notFound();
  return order;
}

function inRefundTime(ctx: ServiceContext, order: Order): boolean {
  const days = ctx.site.extra.refund_days ?? 14;
  return order.paidAt !== null && ctx.now.getTime() - order.paidAt.getTime() <= days * DAY_MS;
}

/**
 * Checks a refund and takes its credits back in one transaction, before any money moves: the order
 * row and then the member's balance row are locked (the webhook locks in the same order, so the two
 * cannot deadlock), so two refunds of one member run one after the other and the second sees what
 * the first took. A refund never leaves credits owed: when the order's credits are no longer all on
 * the balance, it is refused and nothing changes. The order is marked refunded at once, so the
 * provider's webhook that follows finds nothing left to take.
 */
export async function reserveRefund(ctx: ServiceContext, request: RefundRequest): Promise<ReservedRefund> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const order = await lockOrder(tx, ctx, request);
    // Annotated, so that TypeScript knows the code after a refusal does not run.
    const refuse: () => never = request.refuse ?? (() => refundNotPossible(ctx));
    if (order.status !== 'paid' || !order.providerPaymentId || (!request.operator && !inRefundTime(ctx, order))) refuse();
    const credits = order.credits - creditsFor(order, order.refundedCents);
    const [member] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, order.userId)).for('update');
    if (!member || member.credits < credits) refuse();
    // Its own reference per request: an undone attempt must not block a later one (the ledger key is unique).
    const reference = `${order.providerPaymentId}:refund-request:${randomUUID()}`;
    if (credits > 0) {
      const result = await applyCredits(tx, { userId: order.userId, delta: -credits, kind: 'refund', source: ctx.payments.name, reference });
      if (result.status !== 'applied') throw new Error(`refund of order ${order.id} could not take back its credits: ${result.status}`);
      emit({ userId: order.userId, type: 'credits', payload: { credits: result.balance } });
    }
    await tx.update(orders).set({ status: 'refunded', refundedCents: order.amountCents, updatedAt: new Date() }).where(eq(orders.id, order.id));
    // The money goes back today (the statistics' net revenue); undoRefund books it back should the provider refuse.
    await tx.insert(paymentReversals).values({ orderId: order.id, kind: 'refund', amountCents: order.amountCents - order.refundedCents });
    await settlePremium(tx, order.userId);
    const reserved = { order, cents: order.amountCents - order.refundedCents, credits, reference };
    await request.onReserved?.(tx, { ...reserved, balanceBefore: member.credits });
    return reserved;
  });
}
