import { formatDateTime, type DateAudience } from '@/shared/i18n/format-date';

/** `_at_one`: one o'clock, for the languages whose article follows the hour (es "a la 1:00", it "all’1:00"). */
export type ResetDay = 'today' | 'tomorrow' | 'today_at_one' | 'tomorrow_at_one';

/**
 * The values of SwipeGame.limitResets: the reset is never more than a day away, so "today" or
 * "tomorrow" in the member's zone names its day (no weekday after a preposition, which most
 * languages decline), and the time is written as the member's locale writes it.
 */
export function resetTimeValues(resetsAt: string | Date, now: Date, audience: DateAudience): { day: ResetDay; time: string } {
  const at = new Date(resetsAt);
  const dayOf = (moment: Date) => formatDateTime(moment, { ...audience, language: 'en', country: 'CA' }, { dateStyle: 'short' });
  const hour = Number(formatDateTime(at, { ...audience, language: 'en', country: 'GB' }, { hour: 'numeric', hourCycle: 'h23' }));
  const day = dayOf(at) === dayOf(now) ? 'today' : 'tomorrow';
  return { day: hour === 1 ? `${day}_at_one` : day, time: formatDateTime(at, audience, { timeStyle: 'short' }) };
}
