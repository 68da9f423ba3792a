import 'server-only';
import type { AuthedContext, ServiceContext } from '../context';
import { ApiError, authenticationRequired } from '../../errors';
import { refuseRestrictedActor } from '../moderation/restriction-in-force';

/** §6: likes need an account; the visitor's 403 says so ('Je moet ingelogd zijn om een like te geven'). */
export function requireLiker(ctx: ServiceContext): AuthedContext {
  if (!ctx.actor) throw new ApiError({ code: 'authentication_required', messageKey: 'loginRequiredLike' });
  refuseRestrictedActor(ctx.actor, ctx.now);
  return ctx as AuthedContext;
}

/** Reading one's own likes needs an account as well; the visitor gets the general 403. */
export function requireMember(ctx: ServiceContext): AuthedContext {
  if (!ctx.actor) throw authenticationRequired();
  return ctx as AuthedContext;
}
