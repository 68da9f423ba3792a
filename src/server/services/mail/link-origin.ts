import 'server-only';
import type { ServiceContext } from '../context';
import { siteOrigin } from '../sites/site-origin';

/**
 * The origin mailed links point to: PUBLIC_URL or the site's own domain (siteOrigin), never the
 * request's Host, so a made-up Host header cannot send activation and reset tokens to another server.
 */
export function mailLinkOrigin(ctx: ServiceContext): string {
  return siteOrigin(ctx, ctx.site);
}
