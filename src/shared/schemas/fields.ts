import './zod-config';
import { z } from 'zod';
import { MAX_AGE, PASSWORD_MIN_LENGTH, PROFILE_NAME_MAX_LENGTH } from '../constants';

// Field schemas shared by forms and handlers. Messages are keys of the `Errors` namespace.

export const emailField = z
  .string({ error: 'invalidEmail' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'invalidEmail' })
  .pipe(z.email({ error: 'invalidEmail' }));

/**
 * Every new password (signup, reset, change): 8+ characters. The server also refuses the most common
 * ones (src/server/validation/new-password.ts): the list is too large for the forms' bundles.
 */
export const passwordField = z
  .string({ error: 'passwordTooShort' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(200, { error: 'passwordTooLong' });

export const profileNameField = z
  .string({ error: 'nameTooShort' })
  .trim()
  .min(2, { error: 'nameTooShort' })
  .max(PROFILE_NAME_MAX_LENGTH, { error: 'nameTooLong' })
  .refine((name) => !name.startsWith('@'), { error: 'nameStartsWithAt' });

/** §5: the profile name is public, so it may not be the member's own e-mail address (any case). */
export function nameIsEmail(name: string, email: string): boolean {
  return name.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Whole years between a YYYY-MM-DD birth date and today (UTC). */
export function ageFrom(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** §5: an invalid date gives 'Ongeldige geboortedatum.', too young '… ({min_age}+ jaar)'. */
export function dateOfBirthField(minAge: number) {
  return z.string({ error: 'invalidDateOfBirth' }).superRefine((value, ctx) => {
    if (!isRealDate(value)) {
      ctx.addIssue({ code: 'custom', message: 'invalidDateOfBirth' });
      return;
    }
    const age = ageFrom(value);
    if (age < minAge) ctx.addIssue({ code: 'custom', message: 'dateOfBirth', params: { min_age: minAge } });
    else if (age > MAX_AGE + 21) ctx.addIssue({ code: 'custom', message: 'invalidDateOfBirth' });
  });
}

/** Ids (and other stored whole numbers) are PostgreSQL `integer` columns: nothing above this is stored. */
export const MAX_STORED_ID = 2_147_483_647;

/**
 * The message of an id that is a whole number beyond the column's range: it names nothing, so the
 * edge (parseInput) answers 404 not_found, as for any id that names nothing, instead of a field message.
 */
export const UNKNOWN_ID = 'unknownId';

/**
 * An object's id. Not a positive whole number: a field error; beyond the column's range: UNKNOWN_ID
 * (404), never a query the database would refuse with an error.
 */
export const idParam = z.coerce
  .number({ error: 'notFound' })
  .refine((id) => Number.isInteger(id) && id > 0, { error: 'notFound', abort: true })
  .refine((id) => id <= MAX_STORED_ID, { error: UNKNOWN_ID });

/** A positive whole number the database compares with an integer column (a region, a sequence). */
export const storedNumber = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_STORED_ID, { error: message });
