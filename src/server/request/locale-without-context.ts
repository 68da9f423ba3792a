import 'server-only';
import { getContainer } from '../container';
import { findSiteForHost } from '../services/sites/find-site';
import { trustedHost } from './build-context';
import type { Locale } from '@/shared/constants';
import { pickLocale } from '@/shared/locale';

/**
 * §7's language for an answer given without a request context (before it exists, or because it
 * could not be built): the language cookie, then the site's domain_language from the cached site
 * list. Accept-Language is not consulted: pages do not follow it either (§7).
 */
export async function localeWithoutContext(facts: {
  cookie: string | null;
  header: (name: string) => string | undefined;
  fallbackHost: string;
}): Promise<Locale> {
  try {
    const site = await findSiteForHost(getContainer(), trustedHost({ header: facts.header }, facts.fallbackHost));
    return pickLocale({ cookie: facts.cookie, domainLanguage: site.domainLanguage });
  } catch {
    return pickLocale({ cookie: facts.cookie });
  }
}
