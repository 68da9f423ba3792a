import { formatLocale } from './format-locale';
import type { Locale } from '../constants';

/** Whose clock and calendar a time is shown in: the member's language, country and time zone. */
export type DateAudience = { language: Locale; country: string | null | undefined; timeZone: string | undefined };

/**
 * The one way a date or time is written for a member, on the page and in mails alike: in their time
 * zone, in their language as their country writes dates (formatLocale).
 */
export function formatDateTime(date: Date | string, audience: DateAudience, options: Intl.DateTimeFormatOptions): string {
  const moment = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(formatLocale(audience.language, audience.country), { ...options, timeZone: audience.timeZone }).format(moment);
}
