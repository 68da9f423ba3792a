import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { AuthedContext, ServiceContext } from '../context';
import type { Tx } from '../../db/transaction';
import { likes, photos, profiles, users } from '../../db/schema';
import { shownMainPhoto } from '../photos/photo-visibility';
import { transactionWithEvents } from '../events/transaction-with-events';
import { notBlockedWith } from '../blocks/block-filter';
import { requireMember } from './require-liker';
import { loadSocialProfile, shownMember } from './social-profiles';
import { storeLike } from './like-member';
import { AUTO_LIKE_INTERVAL_HOURS } from '@/shared/constants';
import type { AutoLikeDto } from '@/shared/types/social';

/** Whether a fictional profile liked the member within the interval: then there is no auto-like now. */
async function likedByFictionalLately(ctx: AuthedContext, tx: Tx): Promise<boolean> {
  const since = new Date(ctx.now.getTime() - AUTO_LIKE_INTERVAL_HOURS * 3_600_000);
  const rows = await tx
    .select({ one: sql`1` })
    .from(likes)
    .innerJoin(profiles, eq(profiles.userId, likes.likerId))
    .where(and(eq(likes.likedId, ctx.actor.id), eq(profiles.isFictional, true), gt(likes.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** The member's wish (looking_for_gender), when they set one. */
async function wantedGender(ctx: AuthedContext, tx: Tx): Promise<'male' | 'female' | null> {
  const [own] = await tx.select({ gender: profiles.lookingForGender }).from(profiles).where(eq(profiles.userId, ctx.actor.id)).limit(1);
  return own?.gender ?? null;
}

/** One shown fictional profile with a public main photo that has no like either way with the member yet. */
async function pickFictional(ctx: AuthedContext, tx: Tx): Promise<number | null> {
  const gender = await wantedGender(ctx, tx);
  const noLikeEitherWay = sql`not exists (select 1 from ${likes} where (${likes.likerId} = ${profiles.userId} and ${likes.likedId} = ${ctx.actor.id}) or (${likes.likerId} = ${ctx.actor.id} and ${likes.likedId} = ${profiles.userId}))`;
  const [row] = await tx
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, shownMember(users.id))
    .innerJoin(photos, and(shownMainPhoto, eq(photos.isPrivate, false)))
    .where(
      and(
        eq(profiles.isFictional, true),
        ne(profiles.userId, ctx.actor.id),
        gender ? eq(profiles.gender, gender) : undefined,
        notBlockedWith(ctx.actor.id, profiles.userId),
        noLikeEitherWay,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * GET /api/auto-like.php (§4 query `t`, §7): a fictional profile likes the member, for the new-like
 * modal; at most once per AUTO_LIKE_INTERVAL_HOURS, else (or when none fits) null, answered as 204.
 */
export async function autoLike(context: ServiceContext): Promise<AutoLikeDto | null> {
  const ctx = requireMember(context);
  return transactionWithEvents(ctx, async (tx, emit) => {
    // The member's row lock makes two simultaneous calls take turns, so only one of them likes.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.actor.id)).for('update');
    if (await likedByFictionalLately(ctx, tx)) return null;
    const likerId = await pickFictional(ctx, tx);
    const liker = likerId === null ? null : await loadSocialProfile(ctx, tx, likerId);
    if (!liker) return null;
    // No match can follow (the pick has no like either way), so the liked card for a match is not needed.
    await storeLike(ctx, tx, emit, { likerId: liker.id, likedId: ctx.actor.id, source: 'profile' }, null);
    return { id: liker.id, name: liker.name, main_image: liker.main_image, is_fictional: liker.is_fictional };
  });
}
