import 'server-only';
import { randomUUID } from 'node:crypto';
import { connectRedis, onReconnect } from '../adapters/redis-connection';
import { CACHE_NAMES, type CacheName, type CacheSet } from './caches';

const CHANNEL = 'amora:cache:invalidate';

/** Clears caches here and, with Redis, on every other instance. */
export type CacheInvalidator = {
  invalidate: (...names: CacheName[]) => Promise<void>;
  close: () => Promise<void>;
};

function clearLocal(caches: CacheSet, names: readonly CacheName[]): void {
  for (const name of names.length ? names : CACHE_NAMES) caches[name].clear();
}

/** Embedded mode: one process, so clearing the local caches is the whole job. */
export function createLocalInvalidator(caches: CacheSet): CacheInvalidator {
  return {
    invalidate: async (...names) => clearLocal(caches, names),
    close: async () => {},
  };
}

function parseNames(message: string): CacheName[] {
  return message.split(',').filter((n): n is CacheName => (CACHE_NAMES as readonly string[]).includes(n));
}

/** Scale mode: a Redis pub/sub channel carries the names of the caches to clear to every instance. */
export async function createRedisInvalidator(caches: CacheSet, redisUrl: string): Promise<CacheInvalidator> {
  const instance = randomUUID();
  const [publisher, subscriber] = await Promise.all([connectRedis(redisUrl, 'cache'), connectRedis(redisUrl, 'cache subscriber', true)]);
  subscriber.on('message', (_channel: string, payload: string) => {
    const [from, names = ''] = payload.split('|');
    if (from !== instance) clearLocal(caches, parseNames(names));
  });
  await subscriber.subscribe(CHANNEL);
  // Clearings published while this instance was cut off are lost to it: it clears everything instead.
  onReconnect(subscriber, async () => {
    await subscriber.subscribe(CHANNEL);
    clearLocal(caches, []);
  });
  return {
    async invalidate(...names) {
      clearLocal(caches, names);
      await publisher.publish(CHANNEL, `${instance}|${names.join(',')}`);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
