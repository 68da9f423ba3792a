import 'server-only';
import { LRUCache } from 'lru-cache';

/** A size- and age-bounded cache whose loads are shared: concurrent misses for one key load once. */
export type BoundedCache<V> = {
  getOrLoad: (key: string, load: () => Promise<V>) => Promise<V>;
  /** Drops one entry (a value its reader found too old by its own clock). */
  delete: (key: string) => void;
  clear: () => void;
  readonly size: number;
};

export function createBoundedCache<V extends object>(options: { max: number; ttlMs: number }): BoundedCache<V> {
  const lru = new LRUCache<string, Promise<V>>({ max: options.max, ttl: options.ttlMs });
  return {
    getOrLoad(key, load) {
      const hit = lru.get(key);
      if (hit) return hit;
      // Awaited once inside an async function: a lazy thenable (a Drizzle query runs on every
      // `then`) would otherwise run again for every reader of the cached entry.
      const pending = (async () => load())();
      lru.set(key, pending);
      // A failed load must not stay cached: the next request tries again.
      pending.catch(() => {
        if (lru.peek(key) === pending) lru.delete(key);
      });
      return pending;
    },
    delete: (key) => void lru.delete(key),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}
