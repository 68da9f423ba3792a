// Phone numbers for SMS: stored and sent in E.164 (+31612345678).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { isSEPACountry } from 'ibantools';

/**
 * Places inside the SEPA area that number their phones apart from the country whose IBANs they
 * use: the Channel Islands and the Isle of Man (+44, British IBANs) and Åland (+358, Finnish IBANs).
 */
const SEPA_TERRITORIES = new Set(['GG', 'JE', 'IM', 'AX']);

const isSepaPhoneCountry = (country: string | undefined) => Boolean(country && (isSEPACountry(country) || SEPA_TERRITORIES.has(country)));

/** What a typed number is good for: an SMS code (with its E.164), or why not. */
export type SmsPhone = { state: 'mobile'; e164: string } | { state: 'invalid' } | { state: 'not_sepa' };

/** '+31 (0)6 …' carries the national prefix for show; '0031…' is '+31…' dialled from abroad. */
function compact(input: string): string {
  return input
    .replace(/\(0\)/g, '')
    .replace(/[\s().\-/]/g, '')
    .replace(/^00(?=\d)/, '+');
}

/**
 * A number as typed ("06-1234 5678", "+31 6 12345678", "0031612345678") read for an SMS code: only a
 * mobile number (libphonenumber's mobile metadata: a landline, a premium-rate or a made-up number is
 * invalid) of a SEPA country. A number without a country code is read as one of `country` (for
 * direct debit: the account's country). Codes to other countries would cost the site money for
 * nothing: a SEPA mandate needs no phone outside SEPA, while SMS-pumping fraud wants exactly those.
 */
export function smsPhone(input: string, country: string | null): SmsPhone {
  const typed = compact(input);
  if (!/^\+?\d+$/.test(typed)) return { state: 'invalid' };
  const defaultCountry = country && isSepaPhoneCountry(country) ? (country as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(typed, defaultCountry);
  if (!parsed?.isValid()) return { state: 'invalid' };
  if (!isSepaPhoneCountry(parsed.country)) return { state: 'not_sepa' };
  return { state: 'mobile', e164: parsed.number };
}

/** The number as the member may see it back: '+31 6 •••• 5678'. */
export function phoneHint(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const code = parsed?.countryCallingCode ?? e164.slice(1, 3);
  const national = parsed?.nationalNumber ?? e164.slice(1 + code.length);
  return `+${code} ${national.slice(0, 1)} •••• ${national.slice(-4)}`;
}
