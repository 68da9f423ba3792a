import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';
import { APPEAL_OUTCOMES, DECISION_ACTIONS, NOTICE_GROUNDS } from '../moderation';

export const DECISION_REASON_MAX = 2000;
export const APPEAL_TEXT_MAX = 4000;
export const SUSPEND_DAYS_MAX = 365;

/** The moderator's explanation: quoted to the member in the statement of reasons. */
const decisionReason = z
  .string({ error: 'staffReasonRequired' })
  .trim()
  .min(3, { error: 'staffReasonRequired' })
  .max(DECISION_REASON_MAX, { error: 'tooLong' });

const days = z.coerce
  .number({ error: 'decisionDays' })
  .int({ error: 'decisionDays' })
  .min(1, { error: 'decisionDays' })
  .max(SUSPEND_DAYS_MAX, { error: 'decisionDays' });

/**
 * POST /api/staff/decision.php {report?, member, action, reason, days?, photo?, ground?}: `days` only
 * for a suspension (and then required), `photo` only for a photo's removal.
 */
export const decisionSchema = z
  .object({
    report: idParam.optional(),
    member: idParam,
    action: z.enum(DECISION_ACTIONS, { error: 'chooseOption' }),
    reason: decisionReason,
    days: days.optional(),
    photo: idParam.optional(),
    ground: z.enum(NOTICE_GROUNDS, { error: 'chooseOption' }).optional(),
  })
  .superRefine((input, check) => {
    if (input.action === 'suspend' && input.days === undefined) check.addIssue({ code: 'custom', path: ['days'], message: 'decisionDays' });
    if (input.action !== 'suspend' && input.days !== undefined) check.addIssue({ code: 'custom', path: ['days'], message: 'decisionDaysSuspendOnly' });
    if (input.action !== 'remove_photo' && input.photo !== undefined) check.addIssue({ code: 'custom', path: ['photo'], message: 'invalidField' });
  });
export type DecisionInput = z.infer<typeof decisionSchema>;

/** The moderation page's decision form (the numbers come from the item). */
export const decisionFormSchema = z.object({
  reason: decisionReason,
  ground: z.enum(NOTICE_GROUNDS, { error: 'chooseOption' }),
  days: z.string().optional(),
});

/** POST /api/staff/decision-confirm.php {decision}: a second moderator puts a ban in force. */
export const decisionConfirmSchema = z.object({ decision: idParam });

/** POST /api/staff/appeal-decision.php {decision, outcome, reason}. */
export const appealDecisionSchema = z.object({
  decision: idParam,
  outcome: z.enum(APPEAL_OUTCOMES, { error: 'chooseOption' }),
  reason: decisionReason,
});

const appealText = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(APPEAL_TEXT_MAX, { error: 'tooLong' });

/** POST /api/appeal.php {reference, text, token?}: the member's one appeal (logged in, or with the mail's token). */
export const appealSchema = z.object({
  reference: z.string({ error: 'notFound' }).trim().max(20, { error: 'notFound' }),
  text: appealText,
  token: z.string().trim().max(200).optional(),
});
export type AppealInput = z.infer<typeof appealSchema>;

/** The appeal form (/decisions and /decisions/appeal). */
export const appealFormSchema = z.object({ text: appealText });
