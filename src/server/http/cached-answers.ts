import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parse } from 'hono/utils/cookie';
import { CACHED_ANSWERS, cachedBytes, JSON_CONTENT_TYPE, peekBytes, SETTINGS_ANSWER, type CachedAnswer, type CookieReader } from '../api/cached-json';
import { requestBasics, serviceContextOf, trustedHost, type RequestBasics, type RequestFacts } from '../request/build-context';
import { getContainer, type Container } from '../container';
import { findSiteForHost, peekSiteForHost } from '../services/sites/find-site';
import { cachedSessionUser, peekSessionUser } from '../services/auth/session-cache';
import { ipKey } from '../services/limits/enforce-limit';
import { API_CSP, securityHeaders, servedOverHttps } from './security-headers';
import { requestIdOf } from './request-router';
import { LANGUAGE_COOKIE, SESSION_COOKIE, SESSION_COOKIE_HTTPS } from '@/shared/constants';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

const headerOf = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

type HeaderSet = Readonly<Record<string, string>>;

/** The headers the API's middleware gives an answer (security headers, no-store unless it says otherwise), made once per answer and scheme. */
const headerSets = new Map<CachedAnswer, { http: HeaderSet; https: HeaderSet }>();

function headersOf(answer: CachedAnswer, https: boolean): HeaderSet {
  let sets = headerSets.get(answer);
  if (!sets) {
    const make = (overHttps: boolean): HeaderSet => ({
      ...answer.headers,
      'content-type': JSON_CONTENT_TYPE,
      ...securityHeaders({ csp: API_CSP, https: overHttps }),
      ...(!('Cache-Control' in answer.headers) && { 'Cache-Control': 'no-store' }),
    });
    sets = { http: make(false), https: make(true) };
    headerSets.set(answer, sets);
  }
  return https ? sets.https : sets.http;
}

/**
 * Every header of the answer, given at once to writeHead (with nothing set before, Node takes them as
 * they are instead of one setHeader each): the answer's own, the request id the router would give, and
 * while draining the close the router would add.
 */
function answerHeaders(req: IncomingMessage, answer: CachedAnswer, length: number, options: DirectOptions): Record<string, string | number> {
  const https = servedOverHttps({
    protocol: (req.socket as TLSSocket).encrypted ? 'https' : 'http',
    forwardedProto: headerOf(req)('x-forwarded-proto'),
    trustProxy: options.trustProxy,
  });
  const headers: Record<string, string | number> = {
    ...headersOf(answer, https),
    'Content-Length': length,
    'X-Request-Id': requestIdOf(req, options.trustProxy),
  };
  if (options.isStopping()) headers.Connection = 'close';
  return headers;
}

/** settings.php?_force_domain=HOST: the site of another host (§3); only settings reads it. */
function forcedDomain(url: string, answer: CachedAnswer): string | null {
  const query = url.indexOf('?');
  if (answer !== SETTINGS_ANSWER || query < 0) return null;
  return new URLSearchParams(url.slice(query + 1).split('#', 1)[0]).get('_force_domain');
}

/** What the cached answers read of a request: its facts and its cookies. */
function readRequest(req: IncomingMessage, answer: CachedAnswer): { facts: RequestFacts; cookie: CookieReader } {
  const header = headerOf(req);
  const cookies = parse(req.headers.cookie ?? '');
  const cookie = (name: string): string | undefined => cookies[name];
  const facts: RequestFacts = {
    host: forcedDomain(req.url!, answer) ?? trustedHost({ header }, req.headers.host!),
    header,
    sessionToken: cookie(SESSION_COOKIE_HTTPS) ?? cookie(SESSION_COOKIE) ?? null,
    localeCookie: cookie(LANGUAGE_COOKIE) ?? null,
    socketAddress: req.socket.remoteAddress ?? null,
  };
  return { facts, cookie };
}

/** The request's site and member when both are in memory (the usual case), without waiting; else undefined. */
function basicsInMemory(container: Container, facts: RequestFacts, now: Date): RequestBasics | undefined {
  const site = peekSiteForHost(container, facts.host);
  const actor = facts.sessionToken ? peekSessionUser(container, facts.sessionToken, now) : null;
  return site && actor !== undefined ? requestBasics(facts, site, actor) : undefined;
}

/** The same, loading what the caches do not hold yet. */
async function loadBasics(container: Container, facts: RequestFacts, now: Date): Promise<RequestBasics> {
  const site = await findSiteForHost(container, facts.host);
  const actor = facts.sessionToken ? await cachedSessionUser(container, facts.sessionToken, now) : null;
  return requestBasics(facts, site, actor);
}

/**
 * Answers the request from the process cache, with what the Hono path would do on the way (the
 * request's site, member, locale and country, the general per-IP limit); false when it is not one
 * to take here (then the Hono app answers it, refusals and errors included). The member comes from
 * the short-lived session cache (services/auth/session-cache.ts); what is in memory is read without
 * waiting, and the full request context is built only when the answer is not cached yet.
 */
async function answerFromCache(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, options: DirectOptions): Promise<boolean> {
  const container = getContainer();
  const { facts, cookie } = readRequest(req, answer);
  const now = container.clock();
  const basics = basicsInMemory(container, facts, now) ?? (await loadBasics(container, facts, now));
  // A refused request goes on to the API, whose limit refuses it again and answers the 429.
  if (!(await container.rateLimits.api.consume(ipKey(basics))).allowed) return false;
  const body =
    peekBytes(container.caches, basics, answer, cookie) ??
    (await cachedBytes(container.caches, basics, () => serviceContextOf(container, basics, now), answer, cookie));
  if (res.headersSent || res.destroyed) return true;
  res.writeHead(200, answerHeaders(req, answer, body.length, options));
  res.end(body);
  return true;
}

/** What the router (routeRequests) is told as well: whether the server is draining, whether a proxy's request id counts. */
export type DirectOptions = { isStopping: () => boolean; trustProxy: boolean };

/**
 * GET /api/settings.php and /api/interests.php, asked by every page render and client, answered
 * straight onto the socket: the same body and headers as through the Hono app (a test compares
 * them), without building a Request and a Response and reading it back. It stands in front of the
 * request router (`routed`), so these answers also skip the router's log scope: they log nothing,
 * and carry the request id and the draining close the router would give. Anything unusual (no Host,
 * a refusal, an error) goes through the router to the Hono app, which answers it as always.
 */
export function serveCachedAnswers(routed: Listener, options: DirectOptions): Listener {
  return (req, res) => {
    const path = req.url?.split('?', 1)[0] ?? '';
    const answer = req.method === 'GET' && req.headers.host ? CACHED_ANSWERS.get(path) : undefined;
    if (!answer) return routed(req, res);
    void answerFromCache(req, res, answer, options).then(
      (done) => void (done || routed(req, res)),
      () => void routed(req, res),
    );
  };
}
