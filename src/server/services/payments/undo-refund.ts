import 'server-only';
import { and, eq } from 'drizzle-orm';
import { orders, paymentReversals } from '../../db/schema';
import type { ServiceContext } from '../context';
import { transactionWithEvents } from '../events/transaction-with-events';
import { applyCredits } from '../credits/apply-credits';
import { settlePremium } from './settle-premium';
import type { ReservedRefund } from './reserve-refund';

/**
 * The provider refused or failed a refund we had reserved: the member gets the credits back and the
 * order is paid again, as if nothing had been asked. Only an order still in the state the
 * reservation left it in is restored; anything the provider reported since wins.
 */
export async function undoRefund(ctx: ServiceContext, reserved: ReservedRefund): Promise<void> {
  const { order, credits, reference } = reserved;
  await transactionWithEvents(ctx, async (tx, emit) => {
    const [restored] = await tx
      .update(orders)
      .set({ status: 'paid', refundedCents: order.refundedCents, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'refunded'), eq(orders.refundedCents, order.amountCents)))
      .returning({ id: orders.id });
    if (!restored) return;
    // The refund booked by reserveRefund did not happen: a reversal of it keeps the day's net revenue true.
    await tx.insert(paymentReversals).values({ orderId: order.id, kind: 'refund', amountCents: -(order.amountCents - order.refundedCents) });
    if (credits > 0) {
      const result = await applyCredits(tx, {
        userId: order.userId,
        delta: credits,
        kind: 'refund',
        source: ctx.payments.name,
        reference: `${reference}:undone`,
      });
      if (result.status === 'applied') emit({ userId: order.userId, type: 'credits', payload: { credits: result.balance } });
    }
    await settlePremium(tx, order.userId);
  });
}
