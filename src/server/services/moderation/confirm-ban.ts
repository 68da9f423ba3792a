import 'server-only';
import { eq } from 'drizzle-orm';
import { moderationDecisions } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { requireStaff } from '../staff/access';
import { requireRecentCode } from '../staff/step-up';
import type { StaffContext } from '../staff/staff-context';
import { imposeRestriction } from './restrictions';
import { endMemberStreams } from '../events/end-member-streams';
import { forgetCachedSessions } from '../auth/sessions';
import { alreadyDecided } from './decision-errors';
import { MODERATOR_ROLES } from './decision-target';
import { lockedDecision, requireOtherModerator } from './locked-decision';
import { queueDecisionMails } from './decision-mail';
import { decisionDto } from './decision-dto';
import type { DecisionDto } from '@/shared/types/moderation';

/**
 * POST /api/staff/decision-confirm.php: a second moderator, not the one who decided, puts a ban in
 * force (with a recent code). Only then is the member banned and told, and the notifier answered.
 */
export async function confirmBan(ctx: StaffContext, decisionId: number): Promise<DecisionDto> {
  requireStaff(ctx, MODERATOR_ROLES);
  requireRecentCode(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const decision = await lockedDecision(ctx, tx, decisionId);
    if (decision.action !== 'ban' || decision.state !== 'pending_confirmation') throw alreadyDecided();
    requireOtherModerator(ctx, decision);
    const [confirmed] = await tx
      .update(moderationDecisions)
      .set({ state: 'in_force', confirmedBy: ctx.staff.id, confirmedAt: ctx.now })
      .where(eq(moderationDecisions.id, decision.id))
      .returning();
    if (decision.memberId !== null) await imposeRestriction(tx, { memberId: decision.memberId, kind: 'banned', until: null, decisionId: decision.id });
    await recordAudit(
      tx,
      {
        staffId: ctx.staff.id,
        action: 'moderation.confirm_ban',
        targetType: 'member',
        targetId: decision.memberId,
        after: { reference: decision.reference },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return confirmed;
  });
  // The ban ended the member's sessions in the transaction; their open pages end now too.
  if (row.memberId !== null) {
    await forgetCachedSessions(ctx);
    await endMemberStreams(ctx.events, row.memberId);
  }
  await queueDecisionMails(ctx, row.id, ['statement', 'outcome']);
  return decisionDto(row);
}
