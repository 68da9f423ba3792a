'use client';
import { useMemo } from 'react';
import { useLocale, useTimeZone } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { useSettings } from '@/components/providers/settings-context';
import { formatDateTime, type DateAudience } from '@/shared/i18n/format-date';
import { browserTimeZone } from '@/shared/time-zone';
import type { Locale } from '@/shared/constants';

/**
 * Dates and times as this member reads them: their own time zone (a visitor: the browser's, once
 * the page runs in it), their language and their country's way of writing dates.
 */
export function useDateFormat() {
  const language = useLocale() as Locale;
  const serverZone = useTimeZone();
  const { data: user } = useUser();
  const { geoip_country: visitorCountry } = useSettings();
  const visitorZone = typeof window === 'undefined' ? serverZone : (browserTimeZone() ?? serverZone);
  const timeZone = user ? (user.time_zone ?? serverZone) : visitorZone;
  const country = user ? user.profile.country : visitorCountry;
  return useMemo(() => {
    const audience: DateAudience = { language, country, timeZone };
    return { audience, dateTime: (date: Date | string, options: Intl.DateTimeFormatOptions) => formatDateTime(date, audience, options) };
  }, [language, country, timeZone]);
}
