import './zod-config';
import { z } from 'zod';
import { emailField, passwordField } from './fields';

export const resetRequestSchema = z.object({ email: emailField });

/** §5: 'De opgegeven wachtwoorden zijn niet gelijk.' when the repeat differs. */
export const resetCompleteSchema = z
  .object({
    token: z.string({ error: 'linkInvalid' }).min(10, { error: 'linkInvalid' }).max(200),
    password: passwordField,
    password_repeat: z.string({ error: 'passwordsDiffer' }),
  })
  .refine((v) => v.password === v.password_repeat, { path: ['password_repeat'], error: 'passwordsDiffer' });
