import 'server-only';
import type { ServiceContext } from '../context';
import { authenticationRequired } from '../../errors';
import { transactionWithEvents } from '../events/transaction-with-events';
import { assertLikeable } from './likeable-member';
import { insertLike } from './insert-like';
import { refuseRestrictedActor } from '../moderation/restriction-in-force';
import type { FinderLikeInput } from '@/shared/schemas/swipe';
import type { FinderLikeDto } from '@/shared/types/swipe';

/**
 * POST /api/match-finder.php: a like given on a suggestion. It is an ordinary like (source
 * 'finder'), not a swipe: it does not count against the swipe game's daily likes.
 */
export async function likeFromFinder(ctx: ServiceContext, input: FinderLikeInput): Promise<FinderLikeDto> {
  if (!ctx.actor) throw authenticationRequired();
  refuseRestrictedActor(ctx.actor, ctx.now);
  const actorId = ctx.actor.id;
  await assertLikeable(ctx.db, actorId, input.profile);
  const match = await transactionWithEvents(ctx, (tx, emit) => insertLike(ctx, tx, emit, { likerId: actorId, likedId: input.profile, source: 'finder' }));
  return { match };
}
