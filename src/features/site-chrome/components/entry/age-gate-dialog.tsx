'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { MIN_AGE } from '@/shared/constants';
import styles from '@/components/layout/layout.module.scss';
import { lockBodyScroll } from '@/components/layout/body-scroll-lock';
import { focusMainIfLost, trapTab } from '@/components/layout/focus-trap';

type Props = {
  title: string;
  body: string;
  confirmLabel: string;
  leaveLabel: string;
  onConfirm: () => void;
};

// Where a visitor who is not an adult is sent.
const LEAVE_URL = 'https://www.google.com/';

/** Focus into the dialog, Tab kept inside it, the page behind still; no Escape (only confirming closes it). */
function useModalKeyboard(dialog: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.contains(document.activeElement)) element.focus();
    const unlock = lockBodyScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && !event.defaultPrevented) trapTab(event, element);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      // It showed on arrival, so no control opened it: focus goes to the page content.
      focusMainIfLost();
    };
  }, [dialog]);
}

/**
 * An adults-only confirmation in Bootstrap's modal markup, rendered on the server so it is on the
 * page from the first paint, before any script runs. It closes only by confirming (no backdrop or
 * Escape); installed-app mode hides it in CSS too, since the server cannot tell (§2).
 */
export function AgeGateDialog({ title, body, confirmLabel, leaveLabel, onConfirm }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalKeyboard(dialog);
  return (
    <div className={styles.ageGate}>
      <div ref={dialog} className="modal show d-block" role="dialog" aria-modal="true" aria-labelledby="age-gate-title" tabIndex={-1}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-body text-center p-4 p-sm-5">
              <div className={`${styles.entryIcon} mb-3`} aria-hidden>
                {MIN_AGE}+
              </div>
              <h2 id="age-gate-title" className="h4 fw-bold mb-3">
                {title}
              </h2>
              <p className="text-body-secondary mb-4">{body}</p>
              <div className="d-grid gap-2">
                <button type="button" className="btn btn-primary btn-lg" onClick={onConfirm}>
                  {confirmLabel}
                </button>
                <a href={LEAVE_URL} className="btn btn-link text-body-secondary" rel="noopener noreferrer">
                  {leaveLabel}
                </a>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </div>
  );
}
