import 'server-only';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../errors';
import { trustedHost } from '../../request/build-context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard on top of SameSite=Lax: a browser always sends Origin on
 * cross-origin mutations, so a present Origin must name this host.
 */
export const originCheck = createMiddleware(async (c, next) => {
  const origin = c.req.header('origin');
  if (!SAFE_METHODS.has(c.req.method) && origin && origin !== 'null') {
    const host = trustedHost({ header: (name) => c.req.header(name) }, new URL(c.req.url).host);
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (!host || originHost !== host) {
      throw new ApiError({ status: 403, code: 'origin_rejected', messageKey: 'originRejected' });
    }
  }
  await next();
});
