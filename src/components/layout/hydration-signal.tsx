'use client';
import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/shared/hydration-event';

/**
 * Tells a paint-first page's bootstrap that React has hydrated the page, so the clicks it held reach
 * their buttons now. Effects run once the whole hydrated tree is committed.
 */
export function HydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
