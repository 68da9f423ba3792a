import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { likes } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Emit } from '../events/transaction-with-events';
import { loadCard } from './load-cards';
import type { MemberEventPayloads } from '@/shared/types/social';

type LikeSource = 'swipe' | 'finder';

/**
 * Stores a like inside the caller's transaction and tells the members: `like` to the liked member,
 * `match` to both when the like is mutual. A like given before changes nothing and tells no one.
 * Returns whether the two members now like each other.
 */
export async function insertLike(ctx: ServiceContext, tx: Tx, emit: Emit, like: { likerId: number; likedId: number; source: LikeSource }): Promise<boolean> {
  const { likerId, likedId } = like;
  // Two members liking each other at the same moment take turns on their pair, so the second one
  // sees the first like and the match is never missed.
  await tx.execute(sql`select pg_advisory_xact_lock(${Math.min(likerId, likedId)}::int, ${Math.max(likerId, likedId)}::int)`);
  const inserted = await tx
    .insert(likes)
    .values({ likerId, likedId, source: like.source, createdAt: ctx.now })
    .onConflictDoNothing()
    .returning({ likerId: likes.likerId });
  const [back] = await tx
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likedId), eq(likes.likedId, likerId)))
    .limit(1);
  const match = Boolean(back);
  if (!inserted.length) return match;
  const likerCard = await loadCard(ctx, tx, likerId);
  if (!likerCard) return match;
  const likePayload: MemberEventPayloads['like'] = { profile: likerCard };
  emit({ userId: likedId, type: 'like', payload: likePayload });
  if (match) {
    const likedCard = await loadCard(ctx, tx, likedId);
    const toLiked: MemberEventPayloads['match'] = { profile: likerCard };
    emit({ userId: likedId, type: 'match', payload: toLiked });
    if (likedCard) {
      const toLiker: MemberEventPayloads['match'] = { profile: likedCard };
      emit({ userId: likerId, type: 'match', payload: toLiker });
    }
  }
  return match;
}
