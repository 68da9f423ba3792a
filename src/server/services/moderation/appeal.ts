import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { moderationDecisions, type ModerationDecision } from '../../db/schema';
import { notFound } from '../../errors';
import type { ServiceContext } from '../context';
import { alreadyAppealed } from './decision-errors';
import { isAppealToken } from './appeal-token';
import type { AppealInput } from '@/shared/schemas/moderation-decisions';

/** A decision the member may see: theirs, told to them (not a dismissal, not a ban still waiting). */
export const isStatement = (d: Pick<ModerationDecision, 'action' | 'state'>) => d.action !== 'dismiss' && d.state !== 'pending_confirmation';

/** The decision named by reference, for its member (logged in) or for whoever holds the mail's token. */
async function appealable(ctx: ServiceContext, input: AppealInput): Promise<ModerationDecision> {
  const [decision] = await ctx.db.select().from(moderationDecisions).where(eq(moderationDecisions.reference, input.reference.toUpperCase()));
  if (!decision || decision.memberId === null || !isStatement(decision)) throw notFound();
  const byToken = input.token ? await isAppealToken(ctx, decision.id, input.token) : false;
  if (!byToken && ctx.actor?.id !== decision.memberId) throw notFound();
  return decision;
}

/**
 * POST /api/appeal.php: the member's one appeal against a decision, logged in or with the token
 * from the statement's link. A second appeal (or a race of two) is 409 `already_appealed`.
 */
export async function appeal(ctx: ServiceContext, input: AppealInput): Promise<{ reference: string; appealed_at: string }> {
  const decision = await appealable(ctx, input);
  if (decision.appealedAt !== null) throw alreadyAppealed();
  const stored = await ctx.db
    .update(moderationDecisions)
    .set({ appealText: input.text, appealedAt: ctx.now })
    .where(and(eq(moderationDecisions.id, decision.id), isNull(moderationDecisions.appealedAt)))
    .returning({ id: moderationDecisions.id });
  if (!stored.length) throw alreadyAppealed();
  return { reference: decision.reference, appealed_at: ctx.now.toISOString() };
}
