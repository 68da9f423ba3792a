import 'server-only';
import { eq } from 'drizzle-orm';
import { users, type CreditKind } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Emit } from '../events/transaction-with-events';
import { applyCredits } from '../credits/apply-credits';

export type TakeBack = { userId: number; credits: number; kind: Extract<CreditKind, 'refund' | 'chargeback'>; source: string; reference: string };

/**
 * Takes credits back for a refund or chargeback, never below a balance of 0: what was spent already
 * is answered as owed (the caller records it on the order). The member's row is locked first, so a
 * message paid at the same moment cannot slip between the read and the charge.
 */
export async function takeBackCredits(tx: Tx, change: TakeBack, emit: Emit): Promise<number> {
  if (change.credits <= 0) return 0;
  const [member] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, change.userId)).for('update');
  const take = Math.min(member?.credits ?? 0, change.credits);
  if (take > 0) {
    const result = await applyCredits(tx, { userId: change.userId, delta: -take, kind: change.kind, source: change.source, reference: change.reference });
    if (result.status === 'duplicate') return 0;
    if (result.status === 'insufficient') throw new Error(`balance of member ${change.userId} moved under a lock`);
    emit({ userId: change.userId, type: 'credits', payload: { credits: result.balance } });
  }
  return change.credits - take;
}
