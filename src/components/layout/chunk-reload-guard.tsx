'use client';
import { useEffect } from 'react';
import { reloadForChunkError } from './chunk-reload';

/** §4, §8: a chunk that fails to load reloads the page, at most once per minute. Renders nothing. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadForChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
