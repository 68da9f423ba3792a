import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS, type Locale } from '@/shared/constants';

/** §9: the language cookie lives 365 days on the whole site. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${LANGUAGE_COOKIE_DAYS * 86_400}; samesite=lax`;
}
