import 'server-only';
import { createFactory } from 'hono/factory';
import type { AppEnv } from './middleware/request-context';
import { authenticationRequired } from '../errors';
import type { AuthedContext, ServiceContext } from '../services/context';

export const factory = createFactory<AppEnv>();

/** The signed-in member's context, or 403 authentication_required (§4, §8). */
export function requireUser(svc: ServiceContext): AuthedContext {
  if (!svc.actor) throw authenticationRequired();
  return svc as AuthedContext;
}
