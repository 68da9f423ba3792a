import 'server-only';
import type { NoticeGround } from '@/shared/moderation';
import type { ReportReason } from '@/shared/schemas/safety';

/** A member's report reason as the queue's common reason, so both kinds rank alike. */
const GROUND_OF_REASON: Record<ReportReason, NoticeGround> = {
  underage: 'minor',
  fake: 'impersonation',
  scam: 'scam',
  offensive: 'harassment',
  spam: 'other',
  other: 'other',
};

export const groundOfReason = (reason: ReportReason): NoticeGround => GROUND_OF_REASON[reason];
