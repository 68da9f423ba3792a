import './zod-config';
import { z } from 'zod';
import { emailField } from './fields';
import { NOTICE_GROUNDS, NOTICE_SUBJECTS } from '../moderation';

export const COMPLAINT_WHERE_MAX_LENGTH = 500;
export const COMPLAINT_TEXT_MAX_LENGTH = 4000;

const requiredText = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/**
 * POST /api/complaint.php and the /complaints form: what, where (a profile id or address), why, the
 * explanation, and the sender's address (visitors only; members are answered at their own).
 */
export const complaintSchema = z.object({
  what: z.enum(NOTICE_SUBJECTS, { error: 'chooseOption' }),
  where: requiredText(COMPLAINT_WHERE_MAX_LENGTH),
  why: z.enum(NOTICE_GROUNDS, { error: 'chooseOption' }),
  text: requiredText(COMPLAINT_TEXT_MAX_LENGTH),
  // A form's empty field is no address at all.
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional()),
});
export type ComplaintInput = z.infer<typeof complaintSchema>;

/** The same for a visitor's form: without an account the address is required (the API says so too). */
export const visitorComplaintSchema = complaintSchema.extend({ email: emailField });

/** POST /api/complaint.php answers with the notice's public reference. */
export type ComplaintReceipt = { reference: string };
