import 'server-only';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { localeWithoutContext } from '../request/locale-without-context';
import type { AppEnv } from './middleware/request-context';
import { LANGUAGE_COOKIE, type Locale } from '@/shared/constants';

/**
 * The language of an answer. Normally the request's context has it (§7: cookie, member, site). An
 * answer given before that context exists (a public photo that is not there) or because building it
 * failed still follows §7 as far as it can without the database (localeWithoutContext), so an error
 * is in the language of the page that shows it.
 */
export async function answerLocale(c: Context<AppEnv>): Promise<Locale> {
  const svc = c.get('svc');
  if (svc) return svc.locale;
  return localeWithoutContext({
    cookie: getCookie(c, LANGUAGE_COOKIE) ?? null,
    header: (name) => c.req.header(name),
    fallbackHost: new URL(c.req.url).host,
  });
}
