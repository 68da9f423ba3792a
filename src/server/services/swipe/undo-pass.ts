import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { swipeDecisions } from '../../db/schema';
import { authenticationRequired, notFound } from '../../errors';
import { assertLikeable } from './likeable-member';
import type { UndoPassInput } from '@/shared/schemas/swipe';

/**
 * DELETE /api/swipe.php: the member takes back a pass, and the card comes back into their game. Only
 * a pass can be taken back (a like is a like, with its events sent); without one, and for a member
 * one may not see (any more), it is 404.
 */
export async function undoPass(ctx: ServiceContext, { profile }: UndoPassInput): Promise<void> {
  if (!ctx.actor) throw authenticationRequired();
  const actorId = ctx.actor.id;
  await assertLikeable(ctx.db, actorId, profile);
  const removed = await ctx.db
    .delete(swipeDecisions)
    .where(and(eq(swipeDecisions.userId, actorId), eq(swipeDecisions.targetId, profile), eq(swipeDecisions.decision, 'pass')))
    .returning({ id: swipeDecisions.targetId });
  if (!removed.length) throw notFound();
}
