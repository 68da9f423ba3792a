import type { Locale } from '../constants';

// English dates follow the member's country: a British or Australian member never sees 11/26/2026.
const ENGLISH_BY_COUNTRY: Record<string, string> = {
  GB: 'en-GB',
  IE: 'en-IE',
  AU: 'en-AU',
  NZ: 'en-NZ',
  CA: 'en-CA',
  ZA: 'en-ZA',
  IN: 'en-IN',
  US: 'en-US',
};

// The other languages in the countries that write dates their own way (Swiss German, Belgian French …).
const REGIONAL: Record<string, readonly string[]> = {
  nl: ['BE'],
  de: ['AT', 'CH'],
  fr: ['BE', 'CA', 'CH'],
  es: ['MX', 'US', 'AR'],
  it: ['CH'],
  sv: ['FI'],
};

/**
 * The locale dates, times and numbers are formatted in: the member's language, with the country where
 * that changes the format. English outside the listed countries is en-GB (day before month), never US.
 */
export function formatLocale(language: Locale, country: string | null | undefined): string {
  const upper = country?.toUpperCase() ?? '';
  if (language === 'en') return ENGLISH_BY_COUNTRY[upper] ?? 'en-GB';
  return REGIONAL[language]?.includes(upper) ? `${language}-${upper}` : language;
}
