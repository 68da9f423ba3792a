import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { creditLedger, users, type CreditKind } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export type CreditChange = {
  userId: number;
  /** Positive grants, negative charges. */
  delta: number;
  kind: CreditKind;
  /** With `reference`, the change's identity: the same pair is applied once, ever. */
  source: string;
  reference: string;
};

export type CreditResult = { status: 'applied'; balance: number } | { status: 'duplicate' } | { status: 'insufficient' };

/**
 * Applies one credit change inside the caller's transaction: the ledger row and the balance move
 * together, a repeated (source, reference) changes nothing, and the balance never goes below 0 (a
 * guarded UPDATE, so racing charges cannot both pass a stale read). On 'insufficient' the caller
 * must abort its transaction, as the ledger row written first would otherwise stay.
 */
export async function applyCredits(tx: Tx, change: CreditChange): Promise<CreditResult> {
  const [row] = await tx
    .insert(creditLedger)
    .values({ ...change, balanceAfter: 0 })
    .onConflictDoNothing({ target: [creditLedger.source, creditLedger.reference] })
    .returning({ id: creditLedger.id });
  if (!row) return { status: 'duplicate' };
  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.delta}` })
    .where(and(eq(users.id, change.userId), sql`${users.credits} + ${change.delta} >= 0`))
    .returning({ credits: users.credits });
  if (!updated) return { status: 'insufficient' };
  await tx.update(creditLedger).set({ balanceAfter: updated.credits }).where(eq(creditLedger.id, row.id));
  return { status: 'applied', balance: updated.credits };
}
