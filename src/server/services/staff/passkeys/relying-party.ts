import 'server-only';
import type { ServiceContext } from '../../context';
import { staffOrigin } from '../../sites/site-origin';

/** Who the passkeys are for (WebAuthn's relying party): the back office's origin and host name. */
export type RelyingParty = { id: string; origin: string; name: string };

export function relyingPartyOf(ctx: ServiceContext): RelyingParty {
  const origin = staffOrigin(ctx, ctx.site);
  return { id: new URL(origin).hostname, origin, name: `${ctx.site.name} staff` };
}
