type TimeFormat = { hour?: '2-digit'; minute?: '2-digit'; day?: 'numeric'; month?: 'short'; year?: 'numeric' };

/** Today's messages show the time, older ones the date (list and bubbles alike). */
export function timeFormat(iso: string, now: Date = new Date()): TimeFormat {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) return { hour: '2-digit', minute: '2-digit' };
  return date.getFullYear() === now.getFullYear() ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' };
}
