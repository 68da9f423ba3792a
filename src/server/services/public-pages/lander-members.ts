import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { photos, profiles, regions, users } from '../../db/schema';
import { shownMainPhoto } from '../photos/photo-visibility';
import { photoUrl, webpToDto } from '../photos/photo-dto';
import { isOnline } from '../members/member-card';
import { notHiddenMember } from '../members/hidden-members';
import { landerNicheFilter } from './lander-niche-filter';
import { ageFrom } from '@/shared/schemas/fields';
import type { LanderSlug } from '@/shared/landers';
import { regionName } from '@/shared/place-names';
import type { LanderMemberDto } from '@/shared/types/landers';

export type LanderQuery = { slug: LanderSlug; limit: number; country?: string | null };

/**
 * Members a landing page may show: active, not hidden (invisible, deleted, held back), real members
 * (the site's own fictional profiles are left out rather than shown unlabelled), of the slug's niche.
 */
export function landerConditions(ctx: Pick<ServiceContext, 'now'>, q: Pick<LanderQuery, 'slug' | 'country'>): SQL[] {
  const where: SQL[] = [eq(profiles.status, 'active'), eq(profiles.isFictional, false), notHiddenMember(profiles.userId)];
  const niche = landerNicheFilter(q.slug, ctx.now);
  if (niche) where.push(niche);
  if (q.country) where.push(eq(profiles.country, q.country));
  return where;
}

/** Those with a public, approved main photo, most recently active first (the same index as search). */
export async function listLanderMembers(ctx: ServiceContext, q: LanderQuery): Promise<LanderMemberDto[]> {
  const rows = await ctx.db
    .select({ profile: profiles, photo: photos, region: regions, joinedAt: users.createdAt })
    .from(profiles)
    // An inner join on the public main photo: a private photo is never a lander's picture (§6).
    .innerJoin(photos, and(shownMainPhoto, eq(photos.isPrivate, false)))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(and(...landerConditions(ctx, q)))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(q.limit);
  return rows.map(({ profile, photo, region, joinedAt }) => ({
    id: profile.userId,
    name: profile.name,
    age: ageFrom(profile.dateOfBirth, ctx.now),
    country: profile.country,
    region: region ? regionName(region, ctx.locale) : null,
    online: isOnline(profile.lastActiveAt, ctx.now),
    photo: {
      id: photo.id,
      thumb: photoUrl(ctx, photo.thumbFilename),
      main: photoUrl(ctx, photo.filename),
      width: photo.width,
      height: photo.height,
      ...webpToDto(photo, (file) => photoUrl(ctx, file)),
    },
    last_active_at: profile.lastActiveAt.toISOString(),
    joined_at: joinedAt.toISOString(),
  }));
}
