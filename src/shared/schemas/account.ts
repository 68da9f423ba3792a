import './zod-config';
import { z } from 'zod';
import { passwordField } from './fields';
import { DELETION_REASONS, DELETION_REMARKS_MAX } from '../constants';

const deletionReasonShape = {
  reason: z.enum(DELETION_REASONS, { error: 'chooseOption' }),
  remarks: z.string({ error: 'invalidField' }).trim().max(DELETION_REMARKS_MAX, { error: 'tooLong' }).optional().default(''),
};
const remarksForOther = (v: { reason: string; remarks: string }) => v.reason !== 'other' || v.remarks.length > 0;
const remarksRequired = { error: 'required', path: ['remarks'] };

/**
 * The first step of the deletion flow on its own (the page checks it before the offer). Zod refuses
 * `.omit()` on a refined schema, so both schemas are built from the same fields and rule.
 */
export const deletionReasonSchema = z.object(deletionReasonShape).refine(remarksForOther, remarksRequired);

/** POST /api/delete-account.php: why (§3), the member's own words (required for `other`) and the password. */
export const deleteAccountSchema = z
  .object({ ...deletionReasonShape, password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200) })
  .refine(remarksForOther, remarksRequired);

/** §5: a wrong current password gives 'Controleer je oude wachtwoord.', a differing repeat 'De opgegeven wachtwoorden zijn niet gelijk.' */
export const passwordChangeSchema = z
  .object({
    old_password: z.string({ error: 'oldPasswordWrong' }).min(1, { error: 'oldPasswordWrong' }).max(200, { error: 'oldPasswordWrong' }),
    password: passwordField,
    password_repeat: z.string({ error: 'passwordsDiffer' }),
  })
  .refine((v) => v.password === v.password_repeat, { path: ['password_repeat'], error: 'passwordsDiffer' });

/** §5: an address that is not one gives 'Nieuw e-mailadres invalide.' */
export const mailChangeSchema = z.object({
  email: z
    .string({ error: 'newEmailInvalid' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'newEmailInvalid' })
    .pipe(z.email({ error: 'newEmailInvalid' })),
  password: z.string({ error: 'oldPasswordWrong' }).min(1, { error: 'oldPasswordWrong' }).max(200, { error: 'oldPasswordWrong' }),
});

export const mailChangeConfirmSchema = z.object({
  token: z.string({ error: 'linkInvalid' }).min(10, { error: 'linkInvalid' }).max(200, { error: 'linkInvalid' }),
});
