import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReload } from '@/components/layout/chunk-reload';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk-load errors (§8)', () => {
  it('recognises chunk-load failures from webpack, Turbopack and the browsers', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/a.js'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 60 seconds, remembering the time in session storage', () => {
    const store = memoryStore();
    expect(shouldReload(store, 1_000_000)).toBe(true);
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(shouldReload(store, 1_030_000)).toBe(false);
    expect(shouldReload(store, 1_060_000)).toBe(true);
  });
});
