import 'server-only';
import type { Container } from '../../container';
import type { Site } from '../../db/schema';

export type OriginDeps = Pick<Container, 'publicUrl' | 'serverPort'> & Partial<Pick<Container, 'staffHost'>>;

/** `localhost` and `*.localhost` resolve to the machine itself (RFC 6761): only this server answers there. */
const isLocalhost = (domain: string) => domain === 'localhost' || domain.endsWith('.localhost');

/**
 * The origin of every link and callback the server builds for a site (checkout, return, webhook,
 * mails): PUBLIC_URL, else the site's own domain over https. Never the request's Host or
 * X-Forwarded-Host: whoever sends a request chooses those, and a link built from them would carry a
 * token or a payment to their server. A `*.localhost` site (the embedded demo) is reached over http
 * on this server's own port, so a mailed link opens the running server.
 */
export function siteOrigin(deps: OriginDeps, site: Pick<Site, 'domain'>): string {
  if (deps.publicUrl) return deps.publicUrl.replace(/\/$/, '');
  if (isLocalhost(site.domain)) return `http://${site.domain}${deps.serverPort ? `:${deps.serverPort}` : ''}`;
  return `https://${site.domain}`;
}

/**
 * The origin the back office is served from: STAFF_HOST when it has a host of its own, else the
 * site's origin (the back office under /staff). Passkeys are bound to this origin's host name.
 */
export function staffOrigin(deps: OriginDeps, site: Pick<Site, 'domain'>): string {
  if (!deps.staffHost) return siteOrigin(deps, site);
  const hostName = deps.staffHost.replace(/:\d+$/, '');
  return `${isLocalhost(hostName) ? 'http' : 'https'}://${deps.staffHost}`;
}
