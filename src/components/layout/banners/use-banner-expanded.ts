'use client';
import { useCallback, useSyncExternalStore } from 'react';

// §4 banners on a phone show one line each; the member opens one to read it. Which ones are open is
// kept for this visit (sessionStorage): moving between pages keeps them as the member left them, and
// a new visit starts compact again, so the warnings never stay folded open for good.
const PREFIX = 'banner-expanded:';
const CHANGED = 'banner-expanded-changed';

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(PREFIX + key) === '1';
  } catch {
    return false;
  }
}

function write(key: string, expanded: boolean): void {
  try {
    if (expanded) window.sessionStorage.setItem(PREFIX + key, '1');
    else window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // storage blocked: the choice lasts until the next page
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(notify: () => void): () => void {
  window.addEventListener(CHANGED, notify);
  return () => window.removeEventListener(CHANGED, notify);
}

/** Whether the banner `key` is open on a phone, and a toggle. Closed on the server render. */
export function useBannerExpanded(key: string): [boolean, () => void] {
  const expanded = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const toggle = useCallback(() => write(key, !read(key)), [key]);
  return [expanded, toggle];
}
