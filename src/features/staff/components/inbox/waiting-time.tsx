'use client';
import { useLocale } from 'next-intl';
import { formatWait } from '../../format';

/** How long a member has waited, live ("12 min"); empty while server rendering. */
export function WaitingTime({ since, now }: { since: string; now: number | null }) {
  const locale = useLocale();
  if (now === null) return null;
  return <span className="text-nowrap">{formatWait(now - Date.parse(since), locale)}</span>;
}
