import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context';
import { likes, photos, profiles, regions, users } from '../../db/schema';
import { shownMainPhoto } from '../photos/photo-visibility';
import { notBlockedWith } from '../blocks/block-filter';
import { toMemberCard } from '../members/member-card';
import { requireMember } from './require-liker';
import { shownMember } from './social-profiles';
import { LIKES_LIST_LIMIT } from '@/shared/constants';
import type { LikesDto } from '@/shared/types/social';

const back = alias(likes, 'like_back');

/**
 * One side of the actor's likes: `mine` the members the actor liked, else those who liked the actor.
 * Only members others may see, no blocked pair (§6); newest first, at most LIKES_LIST_LIMIT.
 */
function likesOf(ctx: ServiceContext & { actor: { id: number } }, mine: boolean) {
  const self = mine ? likes.likerId : likes.likedId;
  const other: AnyPgColumn = mine ? likes.likedId : likes.likerId;
  const otherBack = mine ? back.likerId : back.likedId;
  const selfBack = mine ? back.likedId : back.likerId;
  return ctx.db
    .select({
      profile: profiles,
      photo: photos,
      region: regions,
      isNew: likes.isNew,
      createdAt: likes.createdAt,
      match: sql<boolean>`${back.likerId} is not null`,
    })
    .from(likes)
    .innerJoin(users, eq(users.id, other))
    .innerJoin(profiles, shownMember(other))
    .leftJoin(photos, shownMainPhoto)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .leftJoin(back, and(eq(otherBack, other), eq(selfBack, ctx.actor.id)))
    .where(and(eq(self, ctx.actor.id), notBlockedWith(ctx.actor.id, other)))
    .orderBy(desc(likes.createdAt), desc(other))
    .limit(LIKES_LIST_LIMIT);
}

/** GET /api/likes.php (§7): `profiles` the actor liked, `liked_by` who liked the actor, with `match`. */
export async function listLikes(context: ServiceContext): Promise<LikesDto> {
  const ctx = requireMember(context);
  const [given, received] = await Promise.all([likesOf(ctx, true), likesOf(ctx, false)]);
  const card = (row: (typeof given)[number]) => ({ ...toMemberCard(ctx, row), liked_at: row.createdAt.toISOString(), match: row.match });
  return {
    profiles: given.map(card),
    liked_by: received.map((row) => ({ ...card(row), like_new: row.isNew })),
  };
}
