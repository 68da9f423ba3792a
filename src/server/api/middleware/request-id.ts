import 'server-only';
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './request-context';
import { currentRequestScope, inRequestScope } from '../../observability/request-scope';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * One id per request, in the answer's X-Request-Id header and in every log line about the request,
 * so what a member or operator reports can be found in the log. Over HTTP the server gives each
 * request its id before routing (http/request-router.ts): a client's own header gets this far only
 * from a trusted proxy (TRUST_PROXY).
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = c.req.header(REQUEST_ID_HEADER) ?? randomUUID();
  c.set('requestId', id);
  c.header(REQUEST_ID_HEADER, id);
  // Over HTTP the router opened the request's log scope; an in-process call (a test) opens it here.
  if (currentRequestScope()) await next();
  else await inRequestScope({ requestId: id }, next);
});
