import 'server-only';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { getContainer } from '../container';
import { trustedHost } from '../request/build-context';
import { findSiteForHost } from '../services/sites/find-site';
import type { AppEnv } from './middleware/request-context';
import { LANGUAGE_COOKIE, type Locale } from '@/shared/constants';
import { pickLocale } from '@/shared/locale';

/**
 * The language of an answer. Normally the request's context has it (§7: cookie, member, site). An
 * answer given before that context exists (a public photo that is not there) or because building it
 * failed still follows §7 as far as it can without the database: the cookie, then the site's
 * domain_language from the cached site list. Accept-Language is not consulted: pages do not follow
 * it either (§7), and an error should be in the language of the page that shows it.
 */
export async function answerLocale(c: Context<AppEnv>): Promise<Locale> {
  const svc = c.get('svc');
  if (svc) return svc.locale;
  const cookie = getCookie(c, LANGUAGE_COOKIE) ?? null;
  try {
    const host = trustedHost({ header: (name) => c.req.header(name) }, new URL(c.req.url).host);
    const site = await findSiteForHost(getContainer(), host);
    return pickLocale({ cookie, domainLanguage: site.domainLanguage });
  } catch {
    return pickLocale({ cookie });
  }
}
