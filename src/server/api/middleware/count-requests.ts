import 'server-only';
import { performance } from 'node:perf_hooks';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { Context } from 'hono';
import { getContainer } from '../../container';
import type { AppEnv } from './request-context';

/** The pattern of the route that answers (`/api/media/:file`), or `unmatched`: never the path itself. */
function routePattern(c: Context<AppEnv>): string {
  // Middleware is registered for every method (ALL); the first route of a real method is the endpoint.
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return 'unmatched';
}

/** Counts every API answer by route pattern, method and status, with its latency (to the headers). */
export const countRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  getContainer().metrics.recordRequest(routePattern(c), c.req.method, c.res.status, (performance.now() - started) / 1000);
});
