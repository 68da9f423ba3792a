import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { photos, profiles, sites, users, type Photo } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';
import { ApiError, notFound } from '../../../errors';
import { isStoredId } from '../../ids';
import { nextMainPhotoId } from '../../photos/next-main-photo';
import { renamePhotoFiles } from '../../photos/change-photo-privacy';
import { PHOTO_REJECTED_MAIL_JOB, type PhotoRejectedMailPayload } from '../../mail/photo-rejected-mail';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { memberLanguage, PHOTO_REVIEW_ROLES } from './photo-scope';
import type { PhotoVerdict } from '@/shared/schemas/photo-review';
import type { PhotoReviewDto } from '@/shared/types/moderation';

export type PhotoReviewInput = { photo: number; verdict: PhotoVerdict; reason?: string };

const alreadyReviewed = () => new ApiError({ code: 'already_reviewed' });

/** The photo with its member's site and language, for the scope check; 404 when none or out of scope. */
async function photoInScope(ctx: StaffContext, id: number): Promise<Photo> {
  if (!isStoredId(id)) throw notFound();
  const [row] = await ctx.db
    .select({ photo: photos, siteId: users.siteId, language: memberLanguage })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(and(eq(photos.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  requireStaff(ctx, PHOTO_REVIEW_ROLES, { siteId: row.siteId, language: row.language });
  return row.photo;
}

/**
 * Stores the verdict on a photo still pending, or refuses: the conditional update is the guard, so a
 * second review (also a racing one) is a 409 and never a second effect. The audit row commits with it.
 */
async function decide(ctx: StaffContext, tx: Tx, photo: Photo, input: PhotoReviewInput): Promise<void> {
  const review = input.verdict === 'approve' ? 'approved' : 'rejected';
  const reason = review === 'rejected' ? (input.reason ?? null) : null;
  const [done] = await tx
    .update(photos)
    .set({ review, reviewedBy: ctx.staff.id, reviewedAt: ctx.now, rejectionReason: reason })
    .where(and(eq(photos.id, photo.id), eq(photos.review, 'pending')))
    .returning({ id: photos.id });
  if (!done) throw alreadyReviewed();
  await recordAudit(
    tx,
    {
      staffId: ctx.staff.id,
      action: `photo.${input.verdict}`,
      targetType: 'member',
      targetId: photo.userId,
      before: { photo: photo.id, review: 'pending' },
      after: { photo: photo.id, review },
      reason,
      ip: ctx.ip,
    },
    ctx.now,
  );
}

/** Approved: a public photo of a member without a main photo becomes it (as at upload on `post`). */
async function afterApproval(ctx: StaffContext, tx: Tx, photo: Photo): Promise<void> {
  if (photo.isPrivate) return;
  await tx
    .update(profiles)
    .set({ mainPhotoId: photo.id, updatedAt: ctx.now })
    .where(and(eq(profiles.userId, photo.userId), isNull(profiles.mainPhotoId)));
}

/**
 * Rejected as the main photo: the oldest public approved photo takes over, or none (the placeholder);
 * a photo still in review is never promoted, so the profile never points at what others cannot see.
 */
async function afterRejection(ctx: StaffContext, tx: Tx, photo: Photo): Promise<void> {
  await tx
    .update(profiles)
    .set({ mainPhotoId: await nextMainPhotoId(tx, photo.userId, photo.id), updatedAt: ctx.now })
    .where(and(eq(profiles.userId, photo.userId), eq(profiles.mainPhotoId, photo.id)));
}

async function mainPhotoOf(ctx: StaffContext, userId: number): Promise<number | null> {
  const [row] = await ctx.db.select({ main: profiles.mainPhotoId }).from(profiles).where(eq(profiles.userId, userId));
  return row?.main ?? null;
}

/**
 * POST /api/staff/photo-review.php (moderators, in scope): approves a pending photo (public ones move
 * to public file names in the same step, see renamePhotoFiles) or rejects it with a reason, which the
 * member is mailed in their language. A rejected photo stays as a record but is seen by nobody.
 */
export async function reviewPhoto(ctx: StaffContext, input: PhotoReviewInput): Promise<PhotoReviewDto> {
  requireStaff(ctx, PHOTO_REVIEW_ROLES);
  const photo = await photoInScope(ctx, input.photo);
  if (photo.review !== 'pending') throw alreadyReviewed();
  if (input.verdict === 'approve') {
    const apply = async (tx: Tx) => {
      await decide(ctx, tx, photo, input);
      await afterApproval(ctx, tx, photo);
    };
    // A private photo keeps its private names; a public one gets public names with the approval.
    if (photo.isPrivate) await ctx.db.transaction(apply);
    else await renamePhotoFiles(ctx, photo, { isPrivate: false, review: 'approved' }, apply);
  } else {
    await ctx.db.transaction(async (tx) => {
      await decide(ctx, tx, photo, input);
      await afterRejection(ctx, tx, photo);
    });
    const payload: PhotoRejectedMailPayload = { photoId: photo.id };
    await ctx.jobs.enqueue(PHOTO_REJECTED_MAIL_JOB, payload);
  }
  return { photo: photo.id, review: input.verdict === 'approve' ? 'approved' : 'rejected', main_photo: await mainPhotoOf(ctx, photo.userId) };
}
