import 'server-only';
import { and } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { profiles } from '../../db/schema';
import { authenticationRequired } from '../../errors';
import { candidateConditions } from './candidate-filter';
import { loadCards, loadOwnProfile } from './load-cards';
import { swipeLikesLeft } from './swipe-likes-left';
import { ageConditions, agesLookedFor, homeFirst } from './card-order';
import type { SwipeCardsQuery } from '@/shared/schemas/swipe';
import { SWIPE_LIKES_PER_DAY } from '@/shared/constants';
import type { SwipeCardsDto } from '@/shared/types/swipe';

/** Cards per fetch: the client asks again when the stack runs low. */
export const SWIPE_CARDS_PER_FETCH = 10;

/**
 * GET /api/swipe.php: the next cards of the swipe game, within the ages asked for (or else the ages the
 * member's profile looks for), from the member's own country and region first (homeFirst), and what is
 * left of today's likes (§9).
 */
export async function listSwipeCards(ctx: ServiceContext, q: SwipeCardsQuery = {}): Promise<SwipeCardsDto> {
  if (!ctx.actor) throw authenticationRequired();
  const actorId = ctx.actor.id;
  const own = await loadOwnProfile(ctx.db, actorId);
  const where = candidateConditions(
    { id: actorId, lookingForGender: own?.lookingForGender ?? null },
    { siteId: ctx.site.id, locale: ctx.locale, niche: ctx.site.niche, now: ctx.now },
  );
  const [rows, left] = await Promise.all([
    ctx.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(...where, ...ageConditions(ctx.now, agesLookedFor(own, q))))
      .orderBy(...homeFirst(own))
      .limit(SWIPE_CARDS_PER_FETCH),
    swipeLikesLeft(ctx, ctx.db, actorId),
  ]);
  return {
    cards: await loadCards(
      ctx,
      rows.map((r) => r.id),
    ),
    likes_left: left.likesLeft,
    likes_per_day: SWIPE_LIKES_PER_DAY,
    resets_at: left.resetsAt.toISOString(),
  };
}
