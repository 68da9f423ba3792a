import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/shared/constants';
import type { LanderSlug } from '@/shared/landers';

/** The lander's words: 'eng' (§9) is the default niche in English, whatever the visitor's language. */
export function landerLocale(slug: LanderSlug, visitorLocale: Locale): Locale {
  return slug === 'eng' ? 'en' : visitorLocale;
}

export const landerTranslations = (locale: Locale) => getTranslations({ locale, namespace: 'Lander' });

export type LanderT = Awaited<ReturnType<typeof landerTranslations>>;
