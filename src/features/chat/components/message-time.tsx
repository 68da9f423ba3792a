'use client';
import { useNow } from 'next-intl';
import { timeFormat } from '../utils/format-time';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/** A message's time as a <time> element, in the member's own zone; the date instead when it is not from today. */
export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const dates = useDateFormat();
  const now = useNow();
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {dates.dateTime(iso, timeFormat(iso, now, dates.audience.timeZone))}
    </time>
  );
}
