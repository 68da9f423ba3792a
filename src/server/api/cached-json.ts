import 'server-only';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ServiceContext } from '../services/context';
import type { CacheSet } from '../cache/caches';
import { getSettings, settingsKey } from '../services/sites/get-settings';
import { listInterests } from '../services/profiles/list-interests';
import { COUNTRY_COOKIE } from '@/shared/constants';
import { countryFromCookie } from '@/shared/visitor-rules';

/** Reads one cookie of the request by name. */
export type CookieReader = (name: string) => string | undefined;

/** What the cache keys read of a request: known before its full context is built. */
export type AnswerFacts = Pick<ServiceContext, 'site' | 'locale' | 'localeCookie' | 'country' | 'actor'>;

/**
 * A public GET answered from the process cache: its cache key for the request, how the answer is
 * built on a miss, and the headers it carries beside Content-Type and the security headers. The
 * Hono handler and the server's direct path (http/cached-answers.ts) both answer from here, so the
 * two cannot drift apart.
 */
export type CachedAnswer = {
  key: (facts: AnswerFacts, cookie: CookieReader) => string;
  build: (svc: ServiceContext, cookie: CookieReader) => Promise<unknown>;
  headers: Readonly<Record<string, string>>;
};

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

const selectedCountry = (cookie: CookieReader) => countryFromCookie(cookie(COUNTRY_COOKIE));

/** GET /api/settings.php?_force_domain=HOST – the site settings of §3 for a host. */
export const SETTINGS_ANSWER: CachedAnswer = {
  key: (facts, cookie) => `settings|${settingsKey(facts, selectedCountry(cookie))}`,
  build: async (svc, cookie) => ({ settings: await getSettings(svc, selectedCountry(cookie)) }),
  headers: {},
};

/** GET /api/interests.php – every interest with its icon and name in the visitor's language. */
export const INTERESTS_ANSWER: CachedAnswer = {
  key: (facts) => `interests|${facts.locale}`,
  build: async (svc) => ({ interests: await listInterests(svc, svc.locale) }),
  // The language comes from a cookie or the member's setting: shared caches must keep languages apart.
  headers: { 'Cache-Control': 'private, max-age=3600', Vary: 'Cookie, Accept-Language' },
};

/** The cached answers by path. */
export const CACHED_ANSWERS: ReadonlyMap<string, CachedAnswer> = new Map([
  ['/api/settings.php', SETTINGS_ANSWER],
  ['/api/interests.php', INTERESTS_ANSWER],
]);

/**
 * The answer's JSON as sent, serialized and encoded once per cache key: the public settings and
 * interests are asked on every page render and by every client, and serializing them each time
 * costs more than routing. `context` is called on a miss only, and must be the context of `facts`.
 */
export async function cachedBytes(
  caches: CacheSet,
  facts: AnswerFacts,
  context: () => ServiceContext,
  answer: CachedAnswer,
  cookie: CookieReader,
): Promise<Buffer> {
  const load = async () => ({ body: Buffer.from(JSON.stringify(await answer.build(context(), cookie))) });
  return (await caches.responses.getOrLoad(answer.key(facts, cookie), load)).body;
}

/** The answer's bytes when they are cached already, without waiting; else undefined. */
export function peekBytes(caches: CacheSet, facts: AnswerFacts, answer: CachedAnswer, cookie: CookieReader): Buffer | undefined {
  return caches.responses.peek(answer.key(facts, cookie))?.body;
}

/** The Hono handler's answer (requests the server's direct path did not take). */
export async function cachedJson(c: Context, svc: ServiceContext, answer: CachedAnswer): Promise<Response> {
  const body = await cachedBytes(
    svc.caches,
    svc,
    () => svc,
    answer,
    (name) => getCookie(c, name),
  );
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  return c.body(body.toString(), 200, { 'Content-Type': JSON_CONTENT_TYPE });
}
