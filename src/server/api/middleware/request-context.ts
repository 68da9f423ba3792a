import 'server-only';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { buildServiceContext, trustedHost } from '../../request/build-context';
import type { ServiceContext } from '../../services/context';
import { readSessionCookie } from '../session-cookie';
import { LANGUAGE_COOKIE } from '@/shared/constants';

/**
 * Bindings as @hono/node-server passes them: `incoming` is Node's IncomingMessage. Tests calling
 * app.request() pass `{ incoming: { socket: { remoteAddress } } }` to arrive from a given address.
 */
export type AppBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export type AppEnv = { Bindings: AppBindings; Variables: { svc: ServiceContext; sessionToken: string | null; requestId: string } };

/** The TCP peer of the request; null for in-process calls without a socket. */
export function socketAddress(c: Context<AppEnv>): string | null {
  return c.env?.incoming?.socket?.remoteAddress ?? null;
}

/** §7: server rendering may ask for another domain's settings; nothing else may borrow a site's rules. */
function requestedHost(c: Context<AppEnv>, url: URL): string {
  const forced = c.req.method === 'GET' && url.pathname === '/api/settings.php' ? url.searchParams.get('_force_domain') : null;
  return forced ?? trustedHost({ header: (name) => c.req.header(name) }, url.host);
}

/** Builds the ServiceContext for an API call: site by host, member by session cookie, locale, country. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const sessionToken = readSessionCookie(c);
  c.set('sessionToken', sessionToken);
  c.set(
    'svc',
    await buildServiceContext({
      host: requestedHost(c, url),
      header: (name) => c.req.header(name),
      sessionToken,
      localeCookie: getCookie(c, LANGUAGE_COOKIE) ?? null,
      socketAddress: socketAddress(c),
    }),
  );
  await next();
});
