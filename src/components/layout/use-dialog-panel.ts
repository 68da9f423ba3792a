'use client';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { lockBodyScroll } from './body-scroll-lock';
import { trapTab } from './focus-trap';

/**
 * The keyboard and scroll rules of an open panel (the phone menu): focus moves into it, Tab stays
 * inside it, Escape closes it, the page behind does not scroll, and on closing focus goes back to
 * the control that opened it (unless the member has moved it elsewhere meanwhile).
 */
export function useDialogPanel(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus();
    const unlock = lockBodyScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab' && !event.defaultPrevented) trapTab(event, element);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      const active = document.activeElement;
      if (!active || active === document.body || element.contains(active)) opener?.focus();
    };
  }, [panel, open]);
}
