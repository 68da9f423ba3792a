import './zod-config';
import { z } from 'zod';
import { electronicFormatIBAN, getCountrySpecifications, isSEPACountry, isValidIBAN } from 'ibantools';
import { idParam } from './fields';
import { smsPhone } from '../phone';

/** How a typed IBAN stands: empty, not a valid IBAN (checksum), outside SEPA, or valid. */
export function ibanState(input: string): 'empty' | 'invalid' | 'not_sepa' | 'valid' {
  const iban = electronicFormatIBAN(input) ?? '';
  if (!iban) return 'empty';
  if (!isValidIBAN(iban)) return 'invalid';
  return isSEPACountry(iban.slice(0, 2)) ? 'valid' : 'not_sepa';
}

/** Whether as many characters were typed as an IBAN of its country has (so a wrong one is wrong, not unfinished). */
export function ibanComplete(input: string): boolean {
  const iban = electronicFormatIBAN(input) ?? '';
  const chars = getCountrySpecifications()[iban.slice(0, 2)]?.chars;
  return Boolean(chars) && iban.length >= (chars ?? 0);
}

const IBAN_ERRORS = { empty: 'required', invalid: 'ibanInvalid', not_sepa: 'ibanNotSepa' } as const;

/** §3 SDD form: the IBAN checked by its checksum (ibantools), SEPA countries only; stored without spaces. */
export const ibanField = z
  .string({ error: 'required' })
  .superRefine((value, ctx) => {
    const state = ibanState(value);
    if (state !== 'valid') ctx.addIssue({ code: 'custom', message: IBAN_ERRORS[state] });
  })
  .transform((value) => electronicFormatIBAN(value) ?? '');

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/** The fields of §3's SDD form besides the code. Lengths are those of a SEPA mandate. */
const sddFields = z.object({
  package: idParam,
  account_holder: text(70),
  iban: ibanField,
  street: text(70),
  house_number: text(16),
  zip: text(16),
  city: text(35),
  // Fewer than 8 digits is no number anywhere: said at once, before the whole form is checked.
  phone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'phoneInvalid' })
    .refine((value) => value.replace(/\D/g, '').length >= 8, { error: 'phoneInvalid' }),
  // §5: the mandate checkbox is required.
  mandate: z.literal(true, { error: 'mandateRequired' }),
});

const PHONE_ERRORS = { invalid: 'phoneInvalid', not_sepa: 'phoneNotSepa' } as const;

/**
 * The phone in E.164, a mobile number of a SEPA country (shared/phone.ts); a number without country
 * code belongs to the account's country. Checked on the whole form because it needs the IBAN.
 */
function withPhone<S extends typeof sddFields | ReturnType<typeof sddFields.extend<{ otp: z.ZodString }>>>(schema: S) {
  return schema.transform((form, ctx) => {
    const phone = smsPhone(form.phone, form.iban.slice(0, 2));
    if (phone.state !== 'mobile') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_ERRORS[phone.state] });
      return z.NEVER;
    }
    return { ...form, phone: phone.e164 } as z.infer<S>;
  });
}

/** POST /api/directdebit.php?step=code: the form, to send the one-time code by SMS. */
export const directDebitCodeSchema = withPhone(sddFields);
export type DirectDebitCodeInput = z.infer<typeof directDebitCodeSchema>;

/** POST /api/directdebit.php: the form and the 6-digit code from the SMS (§5 'Code ongeldig'). */
export const directDebitConfirmSchema = withPhone(
  sddFields.extend({
    otp: z
      .string({ error: 'otpInvalid' })
      .trim()
      .regex(/^\d{6}$/, { error: 'otpInvalid' }),
  }),
);
export type DirectDebitConfirmInput = z.infer<typeof directDebitConfirmSchema>;
