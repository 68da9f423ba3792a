'use client';
import { useSyncExternalStore } from 'react';

/** A CSS media query as state; false during the server render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Installed-app mode (§2): the PWA runs without browser chrome. */
export const useStandalone = () => useMediaQuery('(display-mode: standalone)');

/** Below Bootstrap's md breakpoint (768 px, §9): a smartphone. */
export const usePhone = () => useMediaQuery('(max-width: 767.98px)');
