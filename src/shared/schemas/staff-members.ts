import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

/** The support desk's limits, once (§ back office, support desk). */
export const MEMBER_SEARCH_LIMIT = 25;
export const CREDIT_ADJUSTMENT_MAX = 10_000;

/** Why a staff member changes a member's account: on the audit record with the change. */
export const staffReasonField = z.string({ error: 'staffReasonRequired' }).trim().min(3, { error: 'staffReasonRequired' }).max(500, { error: 'tooLong' });

const searchField = z.string({ error: 'staffSearchRequired' }).trim().min(1, { error: 'staffSearchRequired' }).max(200, { error: 'tooLong' });

/** GET /api/staff/members.php?q= (a search) or ?id= (one member's detail). */
export const memberSearchQuerySchema = z.object({ q: searchField.optional(), id: idParam.optional() });

/** The support desk's search box. */
export const memberSearchFormSchema = z.object({ q: searchField });

/** POST /api/staff/credits.php {member, delta, reason, idempotency_key}. */
export const creditAdjustmentSchema = z.object({
  member: idParam,
  delta: z.coerce
    .number({ error: 'staffCreditDelta' })
    .int({ error: 'staffCreditDelta' })
    .min(-CREDIT_ADJUSTMENT_MAX, { error: 'staffCreditDelta' })
    .max(CREDIT_ADJUSTMENT_MAX, { error: 'staffCreditDelta' })
    .refine((delta) => delta !== 0, { error: 'staffCreditDelta' }),
  reason: staffReasonField,
  idempotency_key: z.uuid({ error: 'invalidField' }),
});

/** POST /api/staff/member-sessions.php and /api/staff/activation-mail.php {member, reason}. */
export const memberActionSchema = z.object({ member: idParam, reason: staffReasonField });

/** POST /api/staff/refund.php {order, reason}. */
export const staffRefundSchema = z.object({ order: idParam, reason: staffReasonField });

/** POST /api/staff/directdebit-bar.php {member, barred, reason}. */
export const directDebitBarSchema = z.object({
  member: idParam,
  barred: z.boolean({ error: 'invalidField' }),
  reason: staffReasonField,
});

/** The member's own pages the support desk may look at, read-only. */
export const MEMBER_VIEW_PAGES = ['profile', 'likes', 'chats'] as const;

/** GET /api/staff/member-view.php?member=&page=. */
export const memberViewQuerySchema = z.object({ member: idParam, page: z.enum(MEMBER_VIEW_PAGES, { error: 'invalidField' }) });
