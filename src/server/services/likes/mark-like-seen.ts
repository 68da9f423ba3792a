import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { likes } from '../../db/schema';
import { isStoredId } from '../ids';
import { requireLiker } from './require-liker';
import type { LikeProfileInput } from '@/shared/schemas/like';

/**
 * PUT /api/likes.php: the actor opened the profile of a member who liked them (§4), so that like is
 * no longer new. Only likes given to the actor change; without such a like nothing happens.
 */
export async function markLikeSeen(context: ServiceContext, { profile }: LikeProfileInput): Promise<void> {
  const ctx = requireLiker(context);
  if (!isStoredId(profile)) return;
  await ctx.db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.likerId, profile), eq(likes.likedId, ctx.actor.id), eq(likes.isNew, true)));
}
