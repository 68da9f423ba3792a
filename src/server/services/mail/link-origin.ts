import 'server-only';
import type { ServiceContext } from '../context';
import { normaliseHost } from '../sites/find-site';

/**
 * The origin mailed links point to. Only a host of the site itself may appear in them: a made-up Host
 * header or ?_force_domain= (unknown hosts get the default site) would otherwise send activation and
 * reset tokens to someone else's server. A configured PUBLIC_URL, or the site's own host with a port
 * (development), is kept as it is.
 */
export function mailLinkOrigin(ctx: ServiceContext): string {
  if (ctx.publicUrl) return ctx.origin;
  const url = new URL(ctx.origin);
  return normaliseHost(url.host) === ctx.site.domain ? url.origin : `${url.protocol}//${ctx.site.domain}`;
}
