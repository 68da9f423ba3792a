import 'server-only';

// Geolocation serves the distance search (§7) on our own pages; every other device feature is off.
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** JSON and photo answers are never documents: nothing may run, load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the few small HTML pages the server writes itself (unsubscribe, a malformed address):
 * no scripts, inline style attributes, and forms that post only back to this site (`form-action`
 * falls back to nothing, so it must be named).
 */
export const SMALL_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The page policy. Scripts only with this response's nonce (Next puts it on its own scripts) and
 * what those load ('strict-dynamic'); no inline scripts. Styles allow inline because React renders
 * `style` attributes (progress bar widths, photo positions); style attributes cannot run code.
 * Development adds what React's refresh needs (eval, the HMR socket).
 */
export function pageCsp(nonce: string, options: { dev: boolean; https: boolean }): string {
  const scripts = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...(options.dev ? [`'unsafe-eval'`] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    // Photos may come from the site's CDN (cdn_prefix, §7).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Whether the visitor reached us over HTTPS: directly, or per X-Forwarded-Proto behind a trusted proxy. */
export function servedOverHttps(facts: { protocol: string; forwardedProto: string | null | undefined; trustProxy: boolean }): boolean {
  if (facts.protocol === 'https') return true;
  return facts.trustProxy && facts.forwardedProto?.split(',')[0]?.trim() === 'https';
}

/** The headers every answer carries, page or API. */
export function securityHeaders(options: { csp: string; https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': options.csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // Only over HTTPS: an HSTS header on plain HTTP is ignored, and on localhost would pin a dev box.
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
