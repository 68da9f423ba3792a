'use client';
import { useFormatter, useNow, useTimeZone } from 'next-intl';
import { timeFormat } from '../utils/format-time';

/** A message's time as a <time> element; the date instead when it is not from today. */
export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const format = useFormatter();
  const now = useNow();
  const timeZone = useTimeZone();
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {format.dateTime(new Date(iso), timeFormat(iso, now, timeZone))}
    </time>
  );
}
