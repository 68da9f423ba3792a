import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { personaSheets, profiles, sites, users } from '../../../db/schema';
import { notFound } from '../../../errors';
import { loadProfileBundle } from '../../profiles/load-profile';
import { profileToDto } from '../../profiles/profile-dto';
import { photoToDto } from '../../photos/photo-dto';
import { photoLimitFor } from '../../photos/photo-limit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import type { FictionalProfileDetailDto } from '@/shared/types/staff';

/**
 * GET /api/staff/profiles.php?id=ID (operators read, admins edit): every field of one of the sites'
 * own profiles, for the edit form. A member's account or a profile out of scope is 404.
 */
export async function viewFictionalProfile(ctx: StaffContext, id: number): Promise<{ profile: FictionalProfileDetailDto }> {
  requireStaff(ctx, ['operator']);
  const [row] = await ctx.db
    .select({ user: users, persona: personaSheets.sheet, shownOnSiteIds: profiles.shownOnSiteIds, shownInLanguages: profiles.shownInLanguages })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.isFictional, true)))
    .leftJoin(personaSheets, eq(personaSheets.profileId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound();
  requireStaff(ctx, ['operator'], { siteId: row.user.siteId });
  const bundle = await loadProfileBundle(ctx, id);
  if (!bundle) throw notFound();
  const profile = await profileToDto(ctx, ctx.site, ctx.locale, bundle, ctx.now);
  const shownOn = row.shownOnSiteIds.length
    ? await ctx.db.select({ domain: sites.domain }).from(sites).where(inArray(sites.id, row.shownOnSiteIds)).orderBy(sites.domain)
    : [];
  return {
    profile: {
      ...profile,
      photos: bundle.photos.map((photo) => photoToDto(ctx, photo)),
      photo_limit: photoLimitFor(row.user),
      site_id: row.user.siteId,
      persona: row.persona ?? '',
      shown_on_sites: shownOn.map((site) => site.domain),
      shown_in_languages: row.shownInLanguages,
    },
  };
}
