import type { Locale } from './constants';

// Open Graph wants language_TERRITORY; Norwegian is written Bokmål (nb) there.
const TERRITORY: Record<Locale, string> = {
  nl: 'nl_NL',
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  pl: 'pl_PL',
  da: 'da_DK',
  no: 'nb_NO',
  sv: 'sv_SE',
  fi: 'fi_FI',
};

/** og:locale of a page: the site's own territory when the page speaks the site's language ('en-GB' → 'en_GB'). */
export function ogLocale(locale: Locale, domainLanguage: string): string {
  const match = domainLanguage.match(/^([a-z]{2})[-_]([A-Za-z]{2})$/i);
  if (match && match[1].toLowerCase() === locale && locale !== 'no') return `${locale}_${match[2].toUpperCase()}`;
  return TERRITORY[locale];
}
