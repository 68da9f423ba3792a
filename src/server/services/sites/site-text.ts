import type { Site, SiteTextField } from '../../db/schema';
import type { Locale } from '@/shared/constants';
import { localeFromDomainLanguage } from '@/shared/locale';

type SiteWithTexts = Pick<Site, 'texts' | 'domainLanguage' | 'indexTitle' | 'description'>;

/** The language every site is written in first (the platform started Dutch). */
const LAST_RESORT: Locale = 'nl';

/** The columns that hold a text in the site's own language, from before texts had languages. */
function columnValue(site: SiteWithTexts, field: SiteTextField): string {
  if (field === 'index_title') return site.indexTitle;
  if (field === 'description') return site.description;
  return '';
}

/** The site's value in one language: for the site's own language its column wins when it is filled. */
function valueIn(site: SiteWithTexts, field: SiteTextField, language: Locale, siteLanguage: Locale | null): string {
  const column = language === siteLanguage ? columnValue(site, field).trim() : '';
  // texts is typed by hand in SQL by an operator: anything but a string counts as unset.
  const entry: unknown = site.texts[field]?.[language];
  return column || (typeof entry === 'string' ? entry.trim() : '');
}

/**
 * A site text in the visitor's language, else in the site's language (domain_language), else in
 * Dutch; null when the site sets none of them, so the caller may fall back on the message files.
 */
export function siteText(site: SiteWithTexts, field: SiteTextField, locale: Locale): string | null {
  const siteLanguage = localeFromDomainLanguage(site.domainLanguage);
  const order = [locale, siteLanguage ?? LAST_RESORT, LAST_RESORT];
  for (const language of order) {
    const value = valueIn(site, field, language, siteLanguage);
    if (value) return value;
  }
  return null;
}
