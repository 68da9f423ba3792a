import 'server-only';
import { createMiddleware } from 'hono/factory';
import type { LimitName } from '../../adapters/ratelimit/policies';
import { enforceLimit, ipKey } from '../../services/limits/enforce-limit';
import type { AppEnv } from './request-context';

/** Spends one point of the named limit per visitor address (429 with Retry-After when spent). */
export const limitPerIp = (name: LimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const svc = c.get('svc');
    await enforceLimit(svc, name, ipKey(svc));
    await next();
  });

/** Where payment providers post their webhooks (server to server, no session, no Origin). */
export const PAYMENT_WEBHOOK_PATH = '/api/payment-webhook.php';

/**
 * The general per-IP limit. The payment webhook has its own, larger one: a provider calls from a
 * few addresses for every payment of the site, and a refused webhook only comes back later.
 */
export const limitApiPerIp = createMiddleware<AppEnv>(async (c, next) => {
  const svc = c.get('svc');
  await enforceLimit(svc, new URL(c.req.url).pathname === PAYMENT_WEBHOOK_PATH ? 'webhookIp' : 'api', ipKey(svc));
  await next();
});

/** Spends one point per signed-in member; visitors pass on to the handler's own 403. */
export const limitPerMember = (name: LimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const svc = c.get('svc');
    if (svc.actor) await enforceLimit(svc, name, `member:${svc.actor.id}`);
    await next();
  });
