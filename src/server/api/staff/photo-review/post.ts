// POST /api/staff/photo-review.php – approves or rejects a pending photo {photo, verdict, reason?} (moderators, admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { reviewPhoto } from '../../../services/staff/moderation/review-photo';
import { photoReviewSchema } from '@/shared/schemas/photo-review';

export const postPhotoReview = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const input = parseInput(photoReviewSchema, await readJson(c.req));
  return c.json(await reviewPhoto(ctx, input));
});
