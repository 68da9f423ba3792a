'use client';
import { useSyncExternalStore } from 'react';

// One clock for the whole page: every countdown ticks on the same second instead of each keeping a
// timer of its own. The interval runs only while something listens.
const listeners = new Set<() => void>();
let now = 0;
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(tick, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size || !timer) return;
    clearInterval(timer);
    timer = null;
  };
}

const snapshot = () => (timer ? now : Date.now());

/** The current time (ms), updated each second; null while server rendering. */
export function useClock(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
