import 'server-only';
import { createMiddleware } from 'hono/factory';
import { API_CSP, securityHeaders, servedOverHttps } from '../../http/security-headers';
import { env } from '../../env';
import type { AppEnv } from './request-context';

/** The security headers on every API answer, errors included (set before the handler runs). */
export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const https = servedOverHttps({
    protocol: new URL(c.req.url).protocol.replace(':', ''),
    forwardedProto: c.req.header('x-forwarded-proto'),
    trustProxy: env.TRUST_PROXY,
  });
  await next();
  for (const [name, value] of Object.entries(securityHeaders({ csp: API_CSP, https }))) c.res.headers.set(name, value);
});
