import 'server-only';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { pageCsp, securityHeaders, servedOverHttps } from './security-headers';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The nonce withPageSecurity gave this request (from the CSP it wrote into the request). */
export function pageNonce(req: IncomingMessage): string | null {
  return /'nonce-([^']+)'/.exec(headerValue(req.headers['content-security-policy']) ?? '')?.[1] ?? null;
}

/**
 * Wraps Next's handler: a fresh nonce per request, written into the REQUEST's
 * Content-Security-Policy header (Next's App Router reads the nonce from there and puts it on every
 * script it renders) and sent with the response together with the other security headers.
 */
export function withPageSecurity(pages: Listener, options: { dev: boolean; trustProxy: boolean }): Listener {
  return (req, res) => {
    const nonce = randomBytes(16).toString('base64');
    const https = servedOverHttps({
      protocol: (req.socket as TLSSocket).encrypted ? 'https' : 'http',
      forwardedProto: headerValue(req.headers['x-forwarded-proto']),
      trustProxy: options.trustProxy,
    });
    const csp = pageCsp(nonce, { dev: options.dev, https });
    req.headers['content-security-policy'] = csp;
    for (const [name, value] of Object.entries(securityHeaders({ csp, https }))) res.setHeader(name, value);
    return pages(req, res);
  };
}
