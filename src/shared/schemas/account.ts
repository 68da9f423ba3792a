import './zod-config';
import { z } from 'zod';
import { passwordField } from './fields';

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
