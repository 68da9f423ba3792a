import 'server-only';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AuthedContext, ServiceContext } from '../context';
import { notFound } from '../../errors';
import { mailLinkOrigin } from '../mail/link-origin';
import { applyProviderPayment } from './apply-payment';
import { orderDto } from './order-dto';
import { reserveRefund, type RefundRequest } from './reserve-refund';
import { undoRefund } from './undo-refund';
import type { OrderDto } from '@/shared/types/payments';

export type RefundOptions = Pick<RefundRequest, 'onReserved' | 'refuse'> & {
  /** An operator refunds any member's paid order, also after refund_days; never one whose credits are spent. */
  operator?: boolean;
};

/**
 * Refunds what is left of a paid order: first its credits are taken back (reserveRefund, which
 * refuses when they are no longer there), then the provider pays the money back. Should the provider
 * fail, the credits return (undoRefund) and the error goes up. The provider's answer is applied at
 * once; its webhook repeats that harmlessly. A member may refund their own order within the site's
 * refund_days; an operator any member's.
 */
export async function refundOrder(ctx: AuthedContext | ServiceContext, orderId: number, options: RefundOptions = {}): Promise<{ order: OrderDto }> {
  const operator = options.operator ?? false;
  const owner = operator ? undefined : ctx.actor?.id;
  if (!operator && owner === undefined) throw notFound();
  const reserved = await reserveRefund(ctx, { orderId, owner, operator, onReserved: options.onReserved, refuse: options.refuse });
  const paymentId = reserved.order.providerPaymentId!;
  try {
    await ctx.payments.refund(paymentId, reserved.cents, reserved.order.currency);
  } catch (err) {
    await undoRefund(ctx, reserved);
    throw err;
  }
  const payment = await ctx.payments.get(paymentId);
  if (payment) await applyProviderPayment(ctx, payment, mailLinkOrigin(ctx));
  const [after] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return { order: orderDto(after!) };
}
