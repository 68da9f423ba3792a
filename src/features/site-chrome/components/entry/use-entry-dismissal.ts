'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isDismissed, rememberDismissal } from '@/components/layout/dismissal';
import { ENTRY_DISMISSED_COOKIE, ENTRY_DISMISSED_KEY } from './entry-rules';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const noSubscription = () => () => undefined;

function cookieSet(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${ENTRY_DISMISSED_COOKIE}=`));
}

function setDismissalCookie(at: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ENTRY_DISMISSED_COOKIE}=${at}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The age warnings' shared dismissal (§2): stored as a time in localStorage and in a cookie, so the
 * server renders the warning into the page for a first visit (it is there from the first paint, with
 * nothing flashing before it) and leaves it out for a visitor who confirmed. `onServer` is what the
 * server read from the cookie; unknown (a page rendered without the cookie read) counts as dismissed,
 * so nothing flashes there either.
 */
export function useEntryDismissal(onServer: boolean | undefined): [boolean, () => void] {
  const [justDismissed, setJustDismissed] = useState(false);
  const stored = useSyncExternalStore(
    noSubscription,
    () => cookieSet() || isDismissed(ENTRY_DISMISSED_KEY),
    () => onServer ?? true,
  );
  // A confirmation from before the cookie existed: the server learns of it from the next page on.
  useEffect(() => {
    if (!cookieSet() && isDismissed(ENTRY_DISMISSED_KEY)) setDismissalCookie(Date.now());
  }, []);
  const dismiss = () => {
    const now = Date.now();
    rememberDismissal(ENTRY_DISMISSED_KEY, now);
    setDismissalCookie(now);
    setJustDismissed(true);
  };
  return [stored || justDismissed, dismiss];
}
