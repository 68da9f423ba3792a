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

/** Whether iOS Safari opened the page from the home screen (it has no display-mode query before 16.4). */
const iosStandalone = () => (navigator as Navigator & { standalone?: boolean }).standalone === true;

const noSubscription = () => () => undefined;

/** Installed-app mode (§2): the app runs from the home screen without browser chrome. */
export function useStandalone(): boolean {
  const displayMode = useMediaQuery('(display-mode: standalone)');
  // Fixed for the page's life: an app opened from the home screen stays one.
  const ios = useSyncExternalStore(noSubscription, iosStandalone, () => false);
  return displayMode || ios;
}

/** Below Bootstrap's md breakpoint (768 px, §9): a smartphone. */
export const usePhone = () => useMediaQuery('(max-width: 767.98px)');
