import 'server-only';
import type { Context } from 'hono';
import type { CacheSet } from '../cache/caches';

/**
 * Answers with a JSON body serialized once per cache key: the public settings and interests are asked
 * on every page render and by every client, and serializing them each time costs more than routing.
 */
export async function cachedJson(c: Context, caches: CacheSet, key: string, build: () => Promise<unknown>): Promise<Response> {
  const { body } = await caches.responses.getOrLoad(key, async () => ({ body: JSON.stringify(await build()) }));
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}
