import 'server-only';
import { and, eq, not, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context';
import type { DbOrTx } from '../../db/transaction';
import { photos, profiles, regions, users } from '../../db/schema';
import { shownMainPhoto } from '../photos/photo-visibility';
import { toMemberCard } from '../members/member-card';
import { hiddenUser } from '../members/hidden-members';
import type { SocialProfileDto } from '@/shared/types/social';

/**
 * SQL condition: the member in `userId` may show up for others: active profile and not hidden (not
 * invisible, deleted, restricted or hidden by a moderator). Needs `profiles` and `users` joined on
 * that member.
 */
export function shownMember(userId: AnyPgColumn): SQL {
  return and(eq(profiles.userId, userId), eq(profiles.status, 'active'), not(hiddenUser))!;
}

/** The card of one member as the likes and their events show it, or null when nobody may see them. */
export async function loadSocialProfile(
  ctx: Pick<ServiceContext, 'site' | 'now' | 'locale' | 'storage'>,
  db: DbOrTx,
  userId: number,
): Promise<SocialProfileDto | null> {
  const [row] = await db
    .select({ profile: profiles, photo: photos, region: regions })
    .from(users)
    .innerJoin(profiles, shownMember(users.id))
    .leftJoin(photos, shownMainPhoto)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toMemberCard(ctx, row) : null;
}
