'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True once running in the browser, false in the server render and while hydrating it: for parts that
 * read browser-only state (storage, permissions) or that the server cannot render (a modal open on arrival).
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
