'use client';
import { useEffect } from 'react';

/** Left arrow passes, right arrow likes, unless the member is typing somewhere. */
export function useSwipeKeys(enabled: boolean, onDecide: (decision: 'like' | 'pass') => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.defaultPrevented || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft') onDecide('pass');
      else if (event.key === 'ArrowRight') onDecide('like');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onDecide]);
}
