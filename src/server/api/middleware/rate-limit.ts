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

/** Spends one point per signed-in member; visitors pass on to the handler's own 403. */
export const limitPerMember = (name: LimitName) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const svc = c.get('svc');
    if (svc.actor) await enforceLimit(svc, name, `member:${svc.actor.id}`);
    await next();
  });
