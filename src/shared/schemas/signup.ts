import './zod-config';
import { z } from 'zod';
import { GENDERS, SIGNUP_MESSAGE_MAX_LENGTH } from '../constants';
import { dateOfBirthField, emailField, nameIsEmail, passwordField, profileNameField } from './fields';
import { browserTimeZoneField } from './user';

/** §3 tracking data; §5: curly braces ({sub1} placeholders left by ad networks) are stripped. */
const trackingValue = z
  .string()
  .max(200)
  .transform((v) => v.replace(/[{}]/g, '').trim())
  .optional();

export function signupSchema(minAge: number) {
  return z
    .object({
      email: emailField,
      name: profileNameField,
      password: passwordField,
      date_of_birth: dateOfBirthField(minAge),
      gender: z.enum(GENDERS, { error: 'chooseOption' }).optional(),
      looking_for_gender: z.enum(GENDERS, { error: 'chooseOption' }).optional(),
      signup_message: z.string().trim().max(SIGNUP_MESSAGE_MAX_LENGTH, { error: 'tooLong' }).optional(),
      /** Set after the member saw 'Bedoelde je …' and chose to keep the address as typed. */
      ignore_email_suggestion: z.boolean().optional(),
      terms: z.literal(true, { error: 'acceptTerms' }),
      /** The browser's Intl time zone: every time shown to the member is in it. */
      time_zone: browserTimeZoneField,
      network: trackingValue,
      ref: trackingValue,
      sub1: trackingValue,
      sub2: trackingValue,
      sub3: trackingValue,
    })
    .superRefine((input, ctx) => {
      // §5: the profile name is public, the e-mail address must not leak through it.
      if (nameIsEmail(input.name, input.email)) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: 'nameEqualsEmail' });
      }
    });
}

export type SignupInput = z.infer<ReturnType<typeof signupSchema>>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
  /** The browser's zone: a member who moved or travels sees their clock again after logging in. */
  time_zone: browserTimeZoneField,
});
