import type { Locale } from './constants';
import { REGION_EXONYMS } from './data/region-names';

/** A region in the reader's language: the exonym in common use, else its native name. */
export function regionName(region: { code: string; name: string }, locale: Locale): string {
  return REGION_EXONYMS[region.code]?.[locale] ?? region.name;
}

const countryNames = new Map<string, Intl.DisplayNames>();

/** A country in the reader's language from its ISO 3166 code, from the runtime's CLDR data. */
export function countryName(code: string, locale: string): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}
