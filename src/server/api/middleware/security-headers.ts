import 'server-only';
import { createMiddleware } from 'hono/factory';
import { API_CSP, securityHeaders, servedOverHttps } from '../../http/security-headers';
import { env } from '../../env';
import type { AppEnv } from './request-context';

/**
 * The security headers on every API answer, errors included. An answer that says nothing about
 * caching is about this request alone (a member's account, profile, search): `no-store` keeps it out
 * of every cache; the few cacheable ones (interests, regions, photos) say so themselves.
 */
export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const https = servedOverHttps({
    protocol: new URL(c.req.url).protocol.replace(':', ''),
    forwardedProto: c.req.header('x-forwarded-proto'),
    trustProxy: env.TRUST_PROXY,
  });
  await next();
  // A page the API serves itself (the payment simulator's checkout) brings its own policy.
  const ownPolicy = c.res.headers.has('content-security-policy');
  for (const [name, value] of Object.entries(securityHeaders({ csp: API_CSP, https }))) {
    if (!(ownPolicy && name.toLowerCase() === 'content-security-policy')) c.res.headers.set(name, value);
  }
  if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
});
