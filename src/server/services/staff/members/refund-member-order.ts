import 'server-only';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { isStoredId } from '../../ids';
import { notFound, validationError } from '../../../errors';
import { refundOrder } from '../../payments/refund-order';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import { requireRecentCode } from '../step-up';
import type { StaffContext } from '../staff-context';
import { memberForSupport, SUPPORT_ROLES } from './member-scope';
import type { OrderDto } from '@/shared/types/payments';

const refusal = (): never => {
  throw validationError({ order: { key: 'staffRefundNotPossible' } });
};

/** The order's member, when the staff member works on their site (404 for any other order, as for none). */
async function orderMember(ctx: StaffContext, orderId: number): Promise<number> {
  if (!isStoredId(orderId)) throw notFound();
  const [order] = await ctx.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  return (await memberForSupport(ctx, ctx.db, order.userId)).id;
}

async function undoneOnRecord(ctx: StaffContext, memberId: number, orderId: number, reason: string): Promise<void> {
  await ctx.db.transaction((tx) =>
    recordAudit(
      tx,
      { staffId: ctx.staff.id, action: 'order.refund_undone', targetType: 'member', targetId: memberId, after: { order: orderId }, reason, ip: ctx.ip },
      ctx.now,
    ),
  );
}

/**
 * POST /api/staff/refund.php: the operator refund of a member's paid order, through the member's
 * own refund path (the order row is locked, its credits are taken back through the ledger, then the
 * provider pays the money back), so a second request, racing or late, finds it refunded and is
 * refused. Credits already spent refuse the refund (422), as for the member: the desk decides what
 * to do about them, a refund never leaves a negative balance. The audit row commits with the
 * reservation; should the provider then fail, the reservation is undone and a second row says so.
 */
export async function refundMemberOrder(ctx: StaffContext, orderId: number, reason: string): Promise<{ order: OrderDto }> {
  requireStaff(ctx, SUPPORT_ROLES);
  requireRecentCode(ctx);
  const memberId = await orderMember(ctx, orderId);
  let reserved = false;
  try {
    return await refundOrder(ctx, orderId, {
      operator: true,
      refuse: refusal,
      onReserved: (tx, taken) => {
        reserved = true;
        return recordAudit(
          tx,
          {
            staffId: ctx.staff.id,
            action: 'order.refund',
            targetType: 'member',
            targetId: memberId,
            before: { order: orderId, status: taken.order.status, credits: taken.balanceBefore },
            after: { order: orderId, status: 'refunded', credits: taken.balanceBefore - taken.credits, cents: taken.cents },
            reason,
            ip: ctx.ip,
          },
          ctx.now,
        );
      },
    });
  } catch (err) {
    // After the reservation only the provider can fail, and the order is paid again: on the record too.
    if (reserved) await undoneOnRecord(ctx, memberId, orderId, reason);
    throw err;
  }
}
