import 'server-only';
import { and, eq, exists } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * §6: premium comes with a purchase and lasts as long as one stands. After any change of an order's
 * status the flag is read again from the member's orders: a paid order that was neither fully
 * refunded nor charged back keeps it, and when none is left (refund and chargeback alike) the member
 * is a free member again, with private photos locked and the free limits back.
 * Call it after the order's new status is written, inside the same transaction.
 */
export async function settlePremium(tx: Tx, userId: number): Promise<void> {
  const standing = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')));
  await tx
    .update(users)
    .set({ paidUser: exists(standing) })
    .where(eq(users.id, userId));
}
