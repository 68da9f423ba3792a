'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True once running in the browser: for parts that read browser-only state (storage, permissions). */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
