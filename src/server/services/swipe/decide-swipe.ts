import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { swipeDecisions, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { authenticationRequired } from '../../errors';
import { transactionWithEvents, type Emit } from '../events/transaction-with-events';
import { assertLikeable } from './likeable-member';
import { insertLike } from './insert-like';
import { swipeLikesLeft, swipeLimitReached } from './swipe-likes-left';
import { refuseRestrictedActor } from '../moderation/restriction-in-force';
import type { SwipeDecisionInput } from '@/shared/schemas/swipe';
import type { SwipeDecisionDto } from '@/shared/types/swipe';

async function like(ctx: ServiceContext, tx: Tx, emit: Emit, actorId: number, targetId: number): Promise<boolean> {
  const left = await swipeLikesLeft(ctx, tx, actorId);
  if (left.likesLeft <= 0) throw swipeLimitReached(ctx.now, left.resetsAt);
  await tx
    .insert(swipeDecisions)
    .values({ userId: actorId, targetId, decision: 'like', createdAt: ctx.now })
    // A card passed earlier may still be liked (a pass is no promise); a second like is no new like.
    .onConflictDoUpdate({
      target: [swipeDecisions.userId, swipeDecisions.targetId],
      set: { decision: 'like', createdAt: ctx.now },
      setWhere: sql`${swipeDecisions.decision} = 'pass'`,
    });
  return insertLike(ctx, tx, emit, { likerId: actorId, likedId: targetId, source: 'swipe' });
}

/**
 * POST /api/swipe.php: a like or a pass on a card. §9: 4 likes a day, passes unlimited. The member's
 * row is locked first, so likes sent at once are counted one after the other and never pass the limit.
 * `no key update` leaves the foreign-key checks of two members liking each other at once unblocked.
 */
export async function decideSwipe(ctx: ServiceContext, input: SwipeDecisionInput): Promise<SwipeDecisionDto> {
  if (!ctx.actor) throw authenticationRequired();
  refuseRestrictedActor(ctx.actor, ctx.now);
  const actorId = ctx.actor.id;
  await assertLikeable(ctx.db, actorId, input.profile);
  const match = await transactionWithEvents(ctx, async (tx, emit) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actorId)).for('no key update');
    if (input.decision === 'like') return like(ctx, tx, emit, actorId, input.profile);
    await tx.insert(swipeDecisions).values({ userId: actorId, targetId: input.profile, decision: 'pass', createdAt: ctx.now }).onConflictDoNothing();
    return false;
  });
  const left = await swipeLikesLeft(ctx, ctx.db, actorId);
  return { match: input.decision === 'like' && match, likes_left: left.likesLeft, resets_at: left.resetsAt.toISOString() };
}
