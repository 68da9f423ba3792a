'use client';
import { useState, useSyncExternalStore } from 'react';
import { isDismissed, rememberDismissal } from './dismissal';

const noSubscription = () => () => undefined;

/**
 * A dismissal kept in localStorage (§2, §4). The server render counts as dismissed, so nothing
 * flashes before the browser has read the stored timestamp.
 */
export function useDismissal(key: string, lifetimeMs?: number): [boolean, () => void] {
  const [justDismissed, setJustDismissed] = useState(false);
  const stored = useSyncExternalStore(
    noSubscription,
    () => isDismissed(key, Date.now(), lifetimeMs),
    () => true,
  );
  const dismiss = () => {
    rememberDismissal(key);
    setJustDismissed(true);
  };
  return [stored || justDismissed, dismiss];
}
