// The date of birth is picked with three selects (day, month, year) and sent as YYYY-MM-DD.
import { MAX_AGE } from '@/shared/constants';

export type DateParts = { day: string; month: string; year: string };

const pad = (value: string) => value.padStart(2, '0');

/** 'YYYY-MM-DD' when all three parts are chosen, '' otherwise (the schema then says it is missing). */
export function toDateOfBirth({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Years to offer, youngest allowed first: from (this year − minAge) back to (this year − MAX_AGE). */
export function birthYears(minAge: number, today: Date = new Date()): number[] {
  const newest = today.getUTCFullYear() - minAge;
  const oldest = today.getUTCFullYear() - MAX_AGE;
  return Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i);
}

/** Days 1–31; an impossible date (31 February) is caught by the shared schema as an invalid date. */
export const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Month names in the member's language, from the browser's own data (no message keys needed). */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return MONTHS.map((m) => format.format(new Date(Date.UTC(2000, m - 1, 1))));
}
