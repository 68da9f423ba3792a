import { useSyncExternalStore } from 'react';
import type { PhotoDto } from '@/shared/types/api';

// §2 the full-screen "it's a match" / new-like modal lives in the default layout. Anything may ask for
// it: the like button (a like answered with match), the §4 `t` auto-like, and the event stream
// (`like` and `match` events).

/** `is_fictional`: §1 the modal shows the fictional label and warning too. */
export type LikeModalProfile = { id: number; name: string; main_image: PhotoDto | null; is_fictional?: boolean };
/** `via: 'link'`: the like came with a landing link's `t` (§4), and choosing it opens the member's profile. */
export type LikeModalRequest = { kind: 'match' | 'like'; profile: LikeModalProfile; via?: 'link' };

// The same news often arrives twice (the like's answer and its event): once shown, it is not shown
// again for this long.
const REPEAT_WINDOW_MS = 30_000;

let current: LikeModalRequest | null = null;
const shownAt = new Map<string, number>();
const listeners = new Set<() => void>();
const keyOf = (request: LikeModalRequest) => `${request.kind}:${request.profile.id}`;

function set(next: LikeModalRequest | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/**
 * Shows the modal. A match outranks a like: a `like` never replaces a match on screen, a `match`
 * replaces whatever shows. News already shown within the last 30 s is ignored.
 */
export function showLikeModal(request: LikeModalRequest, now = Date.now()): void {
  const key = keyOf(request);
  if (now - (shownAt.get(key) ?? -Infinity) < REPEAT_WINDOW_MS) {
    // The event stream may bring the `t` auto-like before its own answer does: the answer still tells
    // where the like came from, and so where choosing it leads.
    if (request.via && current && keyOf(current) === key) set({ ...current, via: request.via });
    return;
  }
  if (current?.kind === 'match' && request.kind === 'like') return;
  shownAt.set(key, now);
  set(request);
}

export function hideLikeModal(): void {
  set(null);
}

export function subscribeLikeModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getLikeModal = (): LikeModalRequest | null => current;

/** The modal's current request, or null when closed. */
export function useLikeModal(): LikeModalRequest | null {
  return useSyncExternalStore(subscribeLikeModal, getLikeModal, () => null);
}
