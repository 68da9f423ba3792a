import 'server-only';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { getContainer } from '../../container';
import { findSiteForHost } from '../../services/sites/find-site';
import { findSessionUser } from '../../services/auth/sessions';
import type { ServiceContext } from '../../services/context';
import { env } from '../../env';
import { LANGUAGE_COOKIE, SESSION_COOKIE } from '@/shared/constants';
import { countryFromDomainLanguage, pickLocale } from '@/shared/locale';

export type AppEnv = { Variables: { svc: ServiceContext; sessionToken: string | null } };

function requestHost(req: Request, url: URL): string {
  // §7: SSR asks for a domain's settings with _force_domain; browsers are served for their own host.
  const forced = url.searchParams.get('_force_domain');
  if (forced) return forced;
  const forwarded = env.TRUST_PROXY ? req.headers.get('x-forwarded-host') : null;
  return forwarded ?? req.headers.get('host') ?? url.host;
}

function requestOrigin(req: Request, url: URL, host: string): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/$/, '');
  const proto = env.TRUST_PROXY ? (req.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')) : url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

function visitorCountry(req: Request, fallback: string | null): string | null {
  // The country header is only believed behind a proxy that sets it (TRUST_PROXY=1).
  const header = env.TRUST_PROXY ? req.headers.get(env.COUNTRY_HEADER) : null;
  return header && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : fallback;
}

function clientIp(req: Request): string | null {
  if (!env.TRUST_PROXY) return null;
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? req.headers.get('x-real-ip');
}

/** Builds the ServiceContext: site by host, member by session cookie, locale and country. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const container = await getContainer();
  const url = new URL(c.req.url);
  const host = requestHost(c.req.raw, url);
  const site = await findSiteForHost(container.db, host);
  const now = new Date();
  const token = getCookie(c, SESSION_COOKIE) ?? null;
  const actor = token ? await findSessionUser(container.db, token, now) : null;
  c.set('sessionToken', token);
  c.set('svc', {
    ...container,
    site,
    now,
    actor,
    locale: pickLocale({ cookie: getCookie(c, LANGUAGE_COOKIE), userLanguage: actor?.language, domainLanguage: site.domainLanguage }),
    country: visitorCountry(c.req.raw, countryFromDomainLanguage(site.domainLanguage)),
    ip: clientIp(c.req.raw),
    origin: requestOrigin(c.req.raw, url, host.replace(/^.*:\/\//, '')),
  });
  await next();
});
