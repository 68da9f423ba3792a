'use client';
import { useEffect } from 'react';
import { topDialog, trapTab } from './focus-trap';

/**
 * One keyboard guard for every modal of the app (age gate, signup, like, report …): while a dialog
 * is open, Tab cycles through its controls only. Bootstrap's own focus enforcement lets focus reach
 * the page behind for a moment before it pulls it back; this keeps it from getting there at all.
 */
export function ModalFocusTrap() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const dialog = topDialog();
      if (dialog) trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return null;
}
