/** "40 sec", "12 min", "1 h 5 min": the locale's own short units, so no message needs plural forms. */
export function formatWait(ms: number, locale: string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (minutes === 0) return unit(Math.max(0, Math.floor(ms / 1000)), 'second');
  if (minutes < 60) return unit(minutes, 'minute');
  const rest = minutes % 60;
  return rest ? `${unit(Math.floor(minutes / 60), 'hour')} ${unit(rest, 'minute')}` : unit(minutes / 60, 'hour');
}

/** "4:05": what is left of a claim, to the second. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Date and time in the page's language, short. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));
}

/** Date and time to the minute, for narrow columns such as a last login. */
export function formatDateTimeToMinute(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
