import 'server-only';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AuthedContext, ServiceContext } from '../context';
import { notFound, validationError } from '../../errors';
import { mailLinkOrigin } from '../mail/link-origin';
import { applyProviderPayment } from './apply-payment';
import { orderDto } from './order-dto';
import type { OrderDto } from '@/shared/types/payments';

const DAY_MS = 86_400_000;

export type RefundOptions = {
  /** An operator refunds any paid order, also after refund_days and with the credits spent (they become owed). */
  operator?: boolean;
};

/**
 * Refunds what is left of a paid order through the provider and applies the result at once (the
 * provider's webhook repeats it harmlessly). A member may refund their own order within the site's
 * refund_days while its credits are unspent; an operator any paid order.
 */
export async function refundOrder(ctx: AuthedContext | ServiceContext, orderId: number, options: RefundOptions = {}): Promise<{ order: OrderDto }> {
  const owner = options.operator ? undefined : ctx.actor?.id;
  if (!options.operator && owner === undefined) throw notFound();
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.provider, ctx.payments.name), owner === undefined ? undefined : eq(orders.userId, owner)));
  if (!order) throw notFound();
  const refundDays = ctx.site.extra.refund_days ?? 14;
  const inTime = order.paidAt !== null && ctx.now.getTime() - order.paidAt.getTime() <= refundDays * DAY_MS;
  const unspent = (ctx.actor?.credits ?? 0) >= order.credits;
  if (order.status !== 'paid' || !order.providerPaymentId || (!options.operator && (!inTime || !unspent))) {
    throw validationError({ id: { key: 'refundNotPossible', values: { days: refundDays } } });
  }
  await ctx.payments.refund(order.providerPaymentId, order.amountCents - order.refundedCents, order.currency);
  const payment = await ctx.payments.get(order.providerPaymentId);
  if (payment) await applyProviderPayment(ctx, payment, mailLinkOrigin(ctx));
  const [after] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return { order: orderDto(after!) };
}
