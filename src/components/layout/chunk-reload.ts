import { CHUNK_RELOAD_GUARD_MS } from '@/shared/constants';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Errors that mean a page chunk could not be loaded (usually: a new release replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const { name, message } = typeof error === 'object' ? (error as { name?: unknown; message?: unknown }) : { name: '', message: error };
  if (name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    String(message ?? ''),
  );
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** §8, §9: reload at most once per 60 s; the time of the last reload is kept in sessionStorage. */
export function shouldReload(store: SessionStore | null, now: number): boolean {
  const last = Number(store?.getItem(CHUNK_RELOAD_KEY) ?? NaN);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    store?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Storage full or blocked: reloading once more is still better than a broken page.
  }
  return true;
}

/** Reloads the page for a chunk-load error unless that already happened within the last minute. */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  let store: SessionStore | null = null;
  try {
    store = window.sessionStorage;
  } catch {
    store = null;
  }
  if (!shouldReload(store, Date.now())) return false;
  window.location.reload();
  return true;
}
