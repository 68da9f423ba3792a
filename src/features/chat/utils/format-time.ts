type TimeFormat = { hour?: '2-digit'; minute?: '2-digit'; day?: 'numeric'; month?: 'short'; year?: 'numeric' };

/** The calendar day of a moment in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string | undefined, date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * Today's messages show the time, older ones the date (list and bubbles alike). Days are compared
 * in the time zone the times are shown in (the member's own).
 */
export function timeFormat(iso: string, now: Date, timeZone: string | undefined): TimeFormat {
  const [day, today] = [dayIn(timeZone, new Date(iso)), dayIn(timeZone, now)];
  if (day === today) return { hour: '2-digit', minute: '2-digit' };
  return day.slice(0, 4) === today.slice(0, 4) ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' };
}
