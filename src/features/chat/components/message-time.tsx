'use client';
import { useFormatter } from 'next-intl';
import { timeFormat } from '../utils/format-time';

/** A message's time as a <time> element; the date instead when it is not from today. */
export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const format = useFormatter();
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {format.dateTime(new Date(iso), timeFormat(iso))}
    </time>
  );
}
