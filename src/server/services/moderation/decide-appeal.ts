import 'server-only';
import { and, eq } from 'drizzle-orm';
import { moderationDecisions, users, type ModerationDecision } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notFound } from '../../errors';
import { recordAudit } from '../staff/audit';
import { requireStaff } from '../staff/access';
import type { StaffContext } from '../staff/staff-context';
import { liftRestriction } from './restrictions';
import { alreadyDecided } from './decision-errors';
import { MODERATOR_ROLES } from './decision-target';
import { lockedDecision, requireOtherModerator } from './locked-decision';
import { queueDecisionMails } from './decision-mail';
import { decisionDto } from './decision-dto';
import type { AppealOutcome } from '@/shared/moderation';
import type { DecisionDto } from '@/shared/types/moderation';

export type AppealAnswer = { decision: number; outcome: AppealOutcome; reason: string };

/** Undoes what the decision did to the member (a removed photo stays removed: the member may upload it again). */
async function undoEffect(tx: Tx, decision: ModerationDecision): Promise<void> {
  if (decision.memberId === null) return;
  if (decision.action === 'suspend' || decision.action === 'ban') await liftRestriction(tx, decision.memberId, decision.id);
  if (decision.action === 'hide_profile') await tx.update(users).set({ moderationHiddenAt: null }).where(eq(users.id, decision.memberId));
}

/**
 * POST /api/staff/appeal-decision.php: another moderator (neither the one who decided nor the ban's
 * confirmer) answers the member's appeal. Overturned, the decision's effect is undone and its state
 * is `overturned`; either way the member is told by mail.
 */
export async function decideAppeal(ctx: StaffContext, input: AppealAnswer): Promise<DecisionDto> {
  requireStaff(ctx, MODERATOR_ROLES);
  const row = await ctx.db.transaction(async (tx) => {
    const decision = await lockedDecision(ctx, tx, input.decision);
    if (decision.appealedAt === null) throw notFound();
    if (decision.appealOutcome !== null) throw alreadyDecided();
    requireOtherModerator(ctx, decision);
    const overturned = input.outcome === 'overturned';
    if (overturned) await undoEffect(tx, decision);
    const [answered] = await tx
      .update(moderationDecisions)
      .set({
        appealOutcome: input.outcome,
        appealReason: input.reason,
        appealDecidedBy: ctx.staff.id,
        appealDecidedAt: ctx.now,
        ...(overturned ? { state: 'overturned' as const } : {}),
      })
      .where(and(eq(moderationDecisions.id, decision.id)))
      .returning();
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'moderation.appeal',
        targetType: 'member',
        targetId: decision.memberId,
        before: { state: decision.state },
        after: { reference: decision.reference, outcome: input.outcome, state: answered.state },
        reason: input.reason,
        ip: ctx.ip,
      },
      ctx.now,
    );
    return answered;
  });
  await queueDecisionMails(ctx, row.id, ['appeal']);
  return decisionDto(row);
}
