import 'server-only';
import { LRUCache } from 'lru-cache';

/** A size- and age-bounded cache whose loads are shared: concurrent misses for one key load once. */
export type BoundedCache<V> = {
  getOrLoad: (key: string, load: () => Promise<V>) => Promise<V>;
  /** The loaded value, without waiting: undefined while it is missing or still loading. */
  peek: (key: string) => V | undefined;
  /** Drops one entry (a value its reader found too old by its own clock). */
  delete: (key: string) => void;
  clear: () => void;
  readonly size: number;
};

/** A load and, once it succeeded, its value (so that a hit can be read without a promise). */
type Entry<V> = { pending: Promise<V>; value?: V };

export function createBoundedCache<V extends object>(options: { max: number; ttlMs: number }): BoundedCache<V> {
  const lru = new LRUCache<string, Entry<V>>({ max: options.max, ttl: options.ttlMs });
  return {
    getOrLoad(key, load) {
      const hit = lru.get(key);
      if (hit) return hit.pending;
      // Awaited once inside an async function: a lazy thenable (a Drizzle query runs on every
      // `then`) would otherwise run again for every reader of the cached entry.
      const entry: Entry<V> = { pending: (async () => load())() };
      lru.set(key, entry);
      entry.pending.then(
        (value) => void (entry.value = value),
        // A failed load must not stay cached: the next request tries again.
        () => {
          if (lru.peek(key) === entry) lru.delete(key);
        },
      );
      return entry.pending;
    },
    peek: (key) => lru.get(key)?.value,
    delete: (key) => void lru.delete(key),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}
