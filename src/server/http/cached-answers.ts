import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parse } from 'hono/utils/cookie';
import { CACHED_ANSWERS, cachedBody, JSON_CONTENT_TYPE, type CachedAnswer } from '../api/cached-json';
import { buildServiceContext, trustedHost } from '../request/build-context';
import { ipKey } from '../services/limits/enforce-limit';
import { API_CSP, securityHeaders, servedOverHttps } from './security-headers';
import { env } from '../env';
import { LANGUAGE_COOKIE, SESSION_COOKIE, SESSION_COOKIE_HTTPS } from '@/shared/constants';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

const headerOf = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The headers the API's middleware gives such an answer (security headers, no-store unless it says otherwise). */
function answerHeaders(req: IncomingMessage, answer: CachedAnswer, body: string): Record<string, string | number> {
  const https = servedOverHttps({
    protocol: (req.socket as TLSSocket).encrypted ? 'https' : 'http',
    forwardedProto: headerOf(req)('x-forwarded-proto'),
    trustProxy: env.TRUST_PROXY,
  });
  return {
    ...answer.headers,
    'content-type': JSON_CONTENT_TYPE,
    ...securityHeaders({ csp: API_CSP, https }),
    ...(!('Cache-Control' in answer.headers) && { 'Cache-Control': 'no-store' }),
    'Content-Length': Buffer.byteLength(body),
  };
}

/**
 * Answers the request from the process cache, with what the Hono path would do on the way (the
 * request's context, the general per-IP limit); false when it is not one to take here (then the
 * Hono app answers it, refusals and errors included).
 */
async function answerFromCache(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): Promise<boolean> {
  const url = new URL(req.url!, `http://${req.headers.host}`);
  const header = headerOf(req);
  const cookies = parse(req.headers.cookie ?? '');
  const cookie = (name: string): string | undefined => cookies[name];
  const forced = url.pathname === '/api/settings.php' ? url.searchParams.get('_force_domain') : null;
  const svc = await buildServiceContext({
    host: forced ?? trustedHost({ header }, url.host),
    header,
    sessionToken: cookie(SESSION_COOKIE_HTTPS) ?? cookie(SESSION_COOKIE) ?? null,
    localeCookie: cookie(LANGUAGE_COOKIE) ?? null,
    socketAddress: req.socket.remoteAddress ?? null,
  });
  // A refused request goes on to the API, whose limit refuses it again and answers the 429.
  if (!(await svc.rateLimits.api.consume(ipKey(svc))).allowed) return false;
  const body = await cachedBody(svc, answer, cookie);
  if (res.headersSent || res.destroyed) return true;
  res.writeHead(200, answerHeaders(req, answer, body));
  res.end(body);
  return true;
}

/**
 * GET /api/settings.php and /api/interests.php, asked by every page render and client, answered
 * straight onto the socket: the same body and headers as through the Hono app (a test compares
 * them), without building a Request and a Response and reading it back. Anything unusual (no Host,
 * a refusal, an error) goes to the Hono app, which answers it as always.
 */
export function serveCachedAnswers(api: Listener): Listener {
  return (req, res) => {
    const path = req.url?.split('?', 1)[0] ?? '';
    const answer = req.method === 'GET' && req.headers.host ? CACHED_ANSWERS.get(path) : undefined;
    if (!answer) return api(req, res);
    void answerFromCache(req, res, answer).then(
      (done) => void (done || api(req, res)),
      () => void api(req, res),
    );
  };
}
