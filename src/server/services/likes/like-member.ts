import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Tx } from '../../db/transaction';
import { likes } from '../../db/schema';
import { transactionWithEvents, type Emit } from '../events/transaction-with-events';
import { findLikeable } from './find-likeable';
import { loadSocialProfile } from './social-profiles';
import { requireLiker } from './require-liker';
import type { LikeProfileInput } from '@/shared/schemas/like';
import type { SocialProfileDto } from '@/shared/types/social';

type LikeRow = typeof likes.$inferInsert;

/** True when `likerId` has liked `likedId`. */
export async function hasLiked(tx: Tx, likerId: number, likedId: number): Promise<boolean> {
  const rows = await tx
    .select({ likerId: likes.likerId })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores a like and tells the liked member (`like`); when it makes a match, both members get `match`
 * with the other's profile. Returns whether the pair matches. A repeated like stores and tells nothing.
 */
export async function storeLike(
  ctx: Pick<ServiceContext, 'site' | 'now' | 'locale' | 'storage'>,
  tx: Tx,
  emit: Emit,
  row: LikeRow,
  liked: SocialProfileDto | null,
): Promise<{ match: boolean; created: boolean }> {
  const inserted = await tx.insert(likes).values(row).onConflictDoNothing().returning({ likerId: likes.likerId });
  const match = await hasLiked(tx, row.likedId, row.likerId);
  if (!inserted.length) return { match, created: false };
  // An invisible or disabled liker stays unseen: the like counts once they show again, without news now.
  const liker = await loadSocialProfile(ctx, tx, row.likerId);
  if (!liker) return { match, created: true };
  emit({ userId: row.likedId, type: 'like', payload: { profile: liker } });
  if (match) {
    emit({ userId: row.likedId, type: 'match', payload: { profile: liker } });
    if (liked) emit({ userId: row.likerId, type: 'match', payload: { profile: liked } });
  }
  return { match, created: true };
}

/** POST /api/like.php: like a member; `match` when they already liked the actor. Idempotent. */
export async function likeMember(context: ServiceContext, { profile }: LikeProfileInput): Promise<{ match: boolean }> {
  const ctx = requireLiker(context);
  return transactionWithEvents(ctx, async (tx, emit) => {
    const liked = await findLikeable(ctx, tx, profile);
    const { match } = await storeLike(ctx, tx, emit, { likerId: ctx.actor.id, likedId: liked.id, source: 'profile' }, liked);
    return { match };
  });
}
