import 'server-only';
import { getContainer, type Container } from '../container';
import type { Site, User } from '../db/schema';
import { findSiteForHost } from '../services/sites/find-site';
import { siteOrigin } from '../services/sites/site-origin';
import { findSessionUser } from '../services/auth/sessions';
import type { ServiceContext } from '../services/context';
import { env } from '../env';
import { resolveClientIp } from './client-ip';
import { countryFromDomainLanguage, isLocale, pickLocale } from '@/shared/locale';

/** What a request tells us, whether it arrives at the API (Hono) or at a page (Next). */
export type RequestFacts = {
  host: string;
  header: (name: string) => string | null | undefined;
  sessionToken: string | null;
  localeCookie: string | null;
  /** The peer address of the TCP connection; null where there is none (server-rendered pages, tests). */
  socketAddress: string | null;
};

function visitorCountry(facts: RequestFacts, fallback: string | null): string | null {
  // The country header is only believed behind a proxy that sets it (TRUST_PROXY=1).
  const header = env.TRUST_PROXY ? facts.header(env.COUNTRY_HEADER) : null;
  return header && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : fallback;
}

/** The visitor's address: the socket, or behind TRUST_PROXY the right-most hop that is not ours. */
export function clientIp(facts: Pick<RequestFacts, 'header' | 'socketAddress'>): string | null {
  return resolveClientIp({ socketAddress: facts.socketAddress, forwardedFor: facts.header('x-forwarded-for'), trustProxy: env.TRUST_PROXY });
}

/** The trusted host of a request: X-Forwarded-Host only behind a trusted proxy. */
export function trustedHost(facts: Pick<RequestFacts, 'header'>, fallback: string): string {
  return (env.TRUST_PROXY ? facts.header('x-forwarded-host') : null) ?? facts.header('host') ?? fallback;
}

/** What a request's context holds beyond the container, once its site and member are known. */
export type RequestBasics = Pick<ServiceContext, 'site' | 'actor' | 'locale' | 'localeCookie' | 'country' | 'ip'>;

/** The locale (§7), the visitor's country (§9) and address for a request of `site` by `actor`. */
export function requestBasics(facts: RequestFacts, site: Site, actor: User | null): RequestBasics {
  return {
    site,
    actor,
    locale: pickLocale({ cookie: facts.localeCookie, userLanguage: actor?.language, domainLanguage: site.domainLanguage }),
    localeCookie: isLocale(facts.localeCookie) ? facts.localeCookie : null,
    country: visitorCountry(facts, countryFromDomainLanguage(site.domainLanguage)),
    ip: clientIp(facts),
  };
}

/** The full context from a request's basics. */
export function serviceContextOf(container: Container, basics: RequestBasics, now: Date): ServiceContext {
  return { ...container, ...basics, now, origin: siteOrigin(container, basics.site) };
}

/** Site by host, member by session token, then locale (§7) and country (§9). */
export async function buildServiceContext(facts: RequestFacts): Promise<ServiceContext> {
  const container = getContainer();
  const site = await findSiteForHost(container, facts.host);
  const now = container.clock();
  const actor = facts.sessionToken ? await findSessionUser(container, facts.sessionToken, now) : null;
  return serviceContextOf(container, requestBasics(facts, site, actor), now);
}
