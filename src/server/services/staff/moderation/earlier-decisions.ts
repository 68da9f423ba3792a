import 'server-only';
import { desc, inArray } from 'drizzle-orm';
import { moderationDecisions, type ModerationDecision } from '../../../db/schema';
import type { StaffContext } from '../staff-context';
import type { EarlierDecisionDto } from '@/shared/types/moderation';

/** How many decisions an item lists. */
const DECISIONS_SHOWN = 5;

function appealOf(d: ModerationDecision): EarlierDecisionDto['appeal'] {
  if (d.appealOutcome) return d.appealOutcome;
  return d.appealedAt ? 'pending' : null;
}

const earlierDecisionDto = (d: ModerationDecision): EarlierDecisionDto => ({
  reference: d.reference,
  action: d.action,
  ground: d.ground,
  state: d.state,
  created_at: d.createdAt.toISOString(),
  ends_at: d.endsAt?.toISOString() ?? null,
  appeal: appealOf(d),
});

/** The last decisions about each of these members, newest first, for the queue items. */
export async function decisionHistory(ctx: StaffContext, memberIds: number[]): Promise<Map<number, EarlierDecisionDto[]>> {
  const byMember = new Map<number, EarlierDecisionDto[]>();
  if (!memberIds.length) return byMember;
  const rows = await ctx.db
    .select()
    .from(moderationDecisions)
    .where(inArray(moderationDecisions.memberId, memberIds))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id));
  for (const d of rows) {
    if (d.memberId === null) continue;
    const list = byMember.get(d.memberId) ?? [];
    if (list.length < DECISIONS_SHOWN) byMember.set(d.memberId, [...list, earlierDecisionDto(d)]);
  }
  return byMember;
}
