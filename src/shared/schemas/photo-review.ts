import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

export const PHOTO_VERDICTS = ['approve', 'reject'] as const;
export type PhotoVerdict = (typeof PHOTO_VERDICTS)[number];

/** The reason a member reads when a photo is rejected: said in a few words, at most 500 characters. */
export const photoRejectionReasonField = z
  .string({ error: 'photoRejectionReasonRequired' })
  .trim()
  .min(3, { error: 'photoRejectionReasonRequired' })
  .max(500, { error: 'tooLong' });

/** POST /api/staff/photo-review.php {photo, verdict, reason?}: a reason is required to reject. */
export const photoReviewSchema = z
  .object({
    photo: idParam,
    verdict: z.enum(PHOTO_VERDICTS, { error: 'invalidField' }),
    reason: z.string({ error: 'invalidField' }).trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.verdict === 'reject' && (input.reason ?? '').length < 3) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'photoRejectionReasonRequired' });
    }
  });

/** The queue's reject form. */
export const photoRejectFormSchema = z.object({ reason: photoRejectionReasonField });
