import type { Locale } from '@/shared/constants';

/** A language's own name ("Nederlands", "Deutsch"): endonyms need no translation. */
export function languageName(locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale.toUpperCase();
  }
}
