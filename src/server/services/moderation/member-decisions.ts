import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { moderationDecisions, type ModerationDecision } from '../../db/schema';
import type { AuthedContext } from '../context';
import { isStatement } from './appeal';
import type { MemberDecisionDto, MemberDecisionsDto } from '@/shared/types/moderation';

function appealState(d: ModerationDecision): MemberDecisionDto['appeal']['state'] {
  if (d.appealOutcome) return d.appealOutcome;
  return d.appealedAt ? 'pending' : 'open';
}

const memberDecisionDto = (d: ModerationDecision): MemberDecisionDto => ({
  reference: d.reference,
  action: d.action,
  ground: d.ground,
  reason: d.reason,
  state: d.state,
  created_at: (d.confirmedAt ?? d.createdAt).toISOString(),
  ends_at: d.endsAt?.toISOString() ?? null,
  appeal: { state: appealState(d), text: d.appealText, reason: d.appealReason, at: d.appealedAt?.toISOString() ?? null },
});

/** GET /api/decisions.php: the member's statements of reasons, newest first (what was mailed to them). */
export async function memberDecisions(ctx: AuthedContext): Promise<MemberDecisionsDto> {
  const rows = await ctx.db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.memberId, ctx.actor.id))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id));
  return { items: rows.filter(isStatement).map(memberDecisionDto) };
}
