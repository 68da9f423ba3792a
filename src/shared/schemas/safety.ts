import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

/** POST and DELETE /api/block.php: the member to block or unblock. */
export const blockSchema = z.object({ profile: idParam });
export type BlockInput = z.infer<typeof blockSchema>;

/** Why a member reports a profile; moderation sorts the `reports` table by these. */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'underage', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_TEXT_MAX_LENGTH = 1000;

/** POST /api/report.php: the profile, a reason and an optional explanation. */
export const reportSchema = z.object({
  profile: idParam,
  reason: z.enum(REPORT_REASONS, { error: 'chooseOption' }),
  text: z.string({ error: 'tooLong' }).trim().max(REPORT_TEXT_MAX_LENGTH, { error: 'tooLong' }).default(''),
});
export type ReportInput = z.infer<typeof reportSchema>;
