import 'server-only';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/transaction';
import { discountRedemptions } from '../../db/schema';
import { CHECKOUT_LIFETIME_HOURS } from '@/shared/constants';

/** The key a code is counted by: its text, so the same code on two sites is one code. */
export const codeKeyOf = (code: string) => code.trim().toUpperCase();

/** Open orders created before this have outlived their checkout: their code is free again. */
const checkoutCutoff = (now: Date) => new Date(now.getTime() - CHECKOUT_LIFETIME_HOURS * 3_600_000);

/**
 * A redemption whose order can no longer pay: failed, canceled or expired, or still open after its
 * checkout's lifetime. Paid and pending orders (a direct debit being collected) keep their code.
 */
function lapsed(now: Date): SQL {
  return sql`exists (select 1 from orders o where o.id = ${discountRedemptions.orderId}
    and (o.status in ('failed', 'canceled', 'expired') or (o.status = 'open' and o.created_at <= ${checkoutCutoff(now).toISOString()})))`;
}

/** Redemptions that count: not released and not lapsed. */
export const liveRedemption = (now: Date): SQL => and(isNull(discountRedemptions.releasedAt), sql`not ${lapsed(now)}`)!;

/** Whether the member holds or has used the code (on any site). */
export async function heldBy(db: DbOrTx, codeKey: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeKey, codeKey), eq(discountRedemptions.userId, userId), liveRedemption(now)))
    .limit(1);
  return rows.length > 0;
}

/** How many members hold or have used this code (for its `max_uses`). */
export async function usesOf(db: DbOrTx, codeId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), liveRedemption(now)));
  return row?.n ?? 0;
}

/** Marks lapsed holds of this code or of this member's code released, so the unique live row may be taken again. */
export async function releaseLapsedHolds(tx: Tx, codeId: number, codeKey: string, userId: number, now: Date): Promise<void> {
  const mine = and(eq(discountRedemptions.userId, userId), eq(discountRedemptions.codeKey, codeKey));
  await tx
    .update(discountRedemptions)
    .set({ releasedAt: now })
    .where(and(isNull(discountRedemptions.releasedAt), sql`(${eq(discountRedemptions.codeId, codeId)} or ${mine})`, lapsed(now)));
}
