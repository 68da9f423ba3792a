import 'server-only';
import { and, eq } from 'drizzle-orm';
import { creditLedger } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { validationError } from '../../../errors';
import { transactionWithEvents } from '../../events/transaction-with-events';
import { applyCredits } from '../../credits/apply-credits';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import { requireRecentCode } from '../step-up';
import type { StaffContext } from '../staff-context';
import { memberForSupport, SUPPORT_ROLES } from './member-scope';
import type { CreditAdjustmentDto } from '@/shared/types/staff-members';

/** The ledger's source of staff adjustments; with the request's idempotency key it names one adjustment, ever. */
const ADJUSTMENT_SOURCE = 'staff_adjustment';

export type CreditAdjustment = { member: number; delta: number; reason: string; idempotencyKey: string };

/**
 * The answer of the first request with this key (a retry, or the loser of a race, gets it again).
 * A key names one adjustment: reused for another member it is a client's mistake, not a retry.
 */
async function earlierAnswer(tx: Tx, key: string, memberId: number): Promise<CreditAdjustmentDto | null> {
  const [row] = await tx
    .select({ member: creditLedger.userId, delta: creditLedger.delta, balance: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(and(eq(creditLedger.source, ADJUSTMENT_SOURCE), eq(creditLedger.reference, key)));
  if (row && row.member !== memberId) throw validationError({ idempotency_key: { key: 'invalidField' } });
  return row ?? null;
}

/**
 * POST /api/staff/credits.php: adds or takes credits through the ledger (kind `adjustment`), once
 * per idempotency key, never below 0, with the audit row in the same transaction; the member's
 * open pages get the new balance through the `credits` event.
 */
export async function adjustCredits(ctx: StaffContext, input: CreditAdjustment): Promise<CreditAdjustmentDto> {
  requireStaff(ctx, SUPPORT_ROLES);
  requireRecentCode(ctx);
  return transactionWithEvents(ctx, async (tx, emit) => {
    // The lock also queues a racing request with the same key behind this one, which then finds the row.
    const member = await memberForSupport(ctx, tx, input.member, true);
    const earlier = await earlierAnswer(tx, input.idempotencyKey, member.id);
    if (earlier) return earlier;
    const change = { userId: member.id, delta: input.delta, kind: 'adjustment' as const, source: ADJUSTMENT_SOURCE, reference: input.idempotencyKey };
    const result = await applyCredits(tx, change);
    // Throwing rolls back the ledger row written first (applyCredits' contract).
    if (result.status === 'insufficient') throw validationError({ delta: { key: 'staffCreditsBelowZero' } });
    // Only a request for another member with this key gets here (it did not wait on this member's lock).
    if (result.status === 'duplicate') return (await earlierAnswer(tx, input.idempotencyKey, member.id))!;
    emit({ userId: member.id, type: 'credits', payload: { credits: result.balance } });
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'credits.adjust',
        targetType: 'member',
        targetId: member.id,
        before: { credits: member.credits },
        after: { credits: result.balance, delta: input.delta },
        reason: input.reason,
        ip: ctx.ip,
      },
      ctx.now,
    );
    return { member: member.id, delta: input.delta, balance: result.balance };
  });
}
