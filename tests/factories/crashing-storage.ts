import type { PhotoStorage } from '@/server/adapters/storage/storage';

type Step = 'put' | 'move' | 'remove';

/**
 * A photo storage that records each change it is asked for and "crashes" at the n-th one: that change
 * and every later one fail, as if the process had died there. `settled()` waits for the changes
 * already under way, so the folder can be inspected as a restart would find it.
 */
export function crashingStorage(inner: PhotoStorage, crashAt: number | null, onStep?: (step: Step, key: string) => Promise<void>) {
  let count = 0;
  let crashed = false;
  const pending = new Set<Promise<unknown>>();
  const change = <T>(step: Step, key: string, run: () => Promise<T>): Promise<T> => {
    count++;
    if (crashed || count === crashAt) {
      crashed = true;
      return Promise.reject(new Error(`simulated crash at ${step} ${key}`));
    }
    const job = (async () => {
      await onStep?.(step, key);
      return run();
    })();
    pending.add(job);
    void job.catch(() => {}).finally(() => pending.delete(job));
    return job;
  };
  const storage: PhotoStorage = {
    get: (key) => inner.get(key),
    list: () => inner.list(),
    put: (key, data, type) => change('put', key, () => inner.put(key, data, type)),
    move: (from, to) => change('move', from, () => inner.move(from, to)),
    remove: (key) => change('remove', key, () => inner.remove(key)),
  };
  return {
    storage,
    changes: () => count,
    settled: async () => {
      await Promise.allSettled([...pending]);
    },
  };
}
