import { LOCALES, VISIBLE_LANGUAGES_BY_COUNTRY, type Locale } from './constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'nl-NL' → 'nl'; 'en-GB' → 'en'; unsupported → null. */
export function localeFromDomainLanguage(domainLanguage: string | null | undefined): Locale | null {
  const code = domainLanguage?.slice(0, 2).toLowerCase();
  return isLocale(code) ? code : null;
}

/** 'nl-NL' → 'NL'. The site's home country, used when no trusted country header is present. */
export function countryFromDomainLanguage(domainLanguage: string | null | undefined): string | null {
  const match = domainLanguage?.match(/^[a-z]{2}[-_]([A-Za-z]{2})$/);
  return match ? match[1].toUpperCase() : null;
}

/** §9: the languages a visitor from this country may pick; other countries see all of them. */
export function visibleLanguages(country: string | null | undefined): Locale[] {
  const listed = country ? VISIBLE_LANGUAGES_BY_COUNTRY[country.toUpperCase()] : undefined;
  return listed ? [...listed] : [...LOCALES];
}

/**
 * The languages the language menus offer: the country's (§9) plus the ones the visitor chose (the
 * NEXT_LOCALE cookie, the language saved on the account), so a choice outside the country's list
 * still shows there, marked as current, and can be picked again.
 */
export function offeredLanguages(country: string | null | undefined, chosen: readonly (string | null | undefined)[]): Locale[] {
  const offered = visibleLanguages(country);
  for (const language of chosen) if (isLocale(language) && !offered.includes(language)) offered.push(language);
  return offered;
}

/**
 * §7: the locale cookie wins, then the member's saved language, then the first two letters of the
 * site's domain_language, then English.
 */
export function pickLocale(input: { cookie?: string | null; userLanguage?: string | null; domainLanguage?: string | null }): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  if (isLocale(input.userLanguage)) return input.userLanguage;
  return localeFromDomainLanguage(input.domainLanguage) ?? 'en';
}
