import 'server-only';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { buildServiceContext, trustedHost } from '../../request/build-context';
import type { ServiceContext } from '../../services/context';
import { readSessionCookie } from '../session-cookie';
import { LANGUAGE_COOKIE } from '@/shared/constants';

export type AppEnv = { Variables: { svc: ServiceContext; sessionToken: string | null } };

/** Builds the ServiceContext for an API call: site by host, member by session cookie, locale, country. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const header = (name: string) => c.req.header(name);
  // §7: SSR asks for a domain's settings with _force_domain; browsers are served for their own host.
  const host = url.searchParams.get('_force_domain') ?? trustedHost({ header }, url.host);
  const sessionToken = readSessionCookie(c);
  c.set('sessionToken', sessionToken);
  c.set(
    'svc',
    await buildServiceContext({
      host,
      protocol: url.protocol.replace(':', ''),
      header,
      sessionToken,
      localeCookie: getCookie(c, LANGUAGE_COOKIE) ?? null,
    }),
  );
  await next();
});
