import 'server-only';
import type { Site } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { siteText } from './site-text';
import type { Locale } from '@/shared/constants';

/**
 * What a fictional profile is called on this site in one language: the site's own label
 * (fictional_singular, with its language fallback), else the message files' Fictional.singular.
 * Settings, push and mails use this one rule so a member sees the same label everywhere.
 */
export function fictionalLabel(site: Pick<Site, 'texts' | 'domainLanguage' | 'indexTitle' | 'description'>, locale: Locale): string {
  return siteText(site, 'fictional_singular', locale) ?? translate(locale, 'Fictional.singular');
}
