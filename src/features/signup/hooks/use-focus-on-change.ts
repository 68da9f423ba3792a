'use client';
import { useEffect, useRef } from 'react';

/**
 * When `key` changes (the next step), brings the new content into view and moves focus to it, so a
 * phone does not stay scrolled at the old step's buttons and screen readers announce the new step.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.scrollIntoView?.({ block: 'start' }); // absent in a DOM without layout (the unit tests')
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
