import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { photos, profiles, sites, users } from '../../../db/schema';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { memberLanguage, PHOTO_REVIEW_ROLES, photoScope } from './photo-scope';
import type { PendingPhotosDto } from '@/shared/types/moderation';

/** One screenful of the queue; the next ones show as these are decided. */
const QUEUE_SIZE = 60;

/**
 * GET /api/staff/photos.php: the photos awaiting review in the moderator's sites and languages, the
 * oldest first. The photo is not public, so its files come through signed links on this origin.
 */
export async function listPendingPhotos(ctx: StaffContext): Promise<PendingPhotosDto> {
  requireStaff(ctx, PHOTO_REVIEW_ROLES);
  const rows = await ctx.db
    .select({ photo: photos, name: profiles.name, language: memberLanguage, siteId: sites.id, siteName: sites.name })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(and(eq(photos.review, 'pending'), photoScope(ctx)))
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(QUEUE_SIZE);
  const link = (photoId: number, file: string) => ctx.mediaSigner.privateUrl(photoId, file, ctx.now);
  return {
    items: rows.map(({ photo, name, language, siteId, siteName }) => ({
      id: photo.id,
      member: { id: photo.userId, name, language },
      site: { id: siteId, name: siteName },
      uploaded_at: photo.createdAt.toISOString(),
      is_private: photo.isPrivate,
      image: link(photo.id, photo.filename),
      thumb: link(photo.id, photo.thumbFilename),
    })),
    now: ctx.now.toISOString(),
  };
}
