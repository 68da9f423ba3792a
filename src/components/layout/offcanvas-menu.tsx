'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDialogPanel } from './use-dialog-panel';

type Props = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The panel's heading, which also names it as a dialog. */
  title: ReactNode;
  closeLabel: string;
  className?: string;
  children: ReactNode;
};

// Bootstrap's offcanvas slides out in 0.3 s; the panel stays visible that long after closing.
const SLIDE_OUT_MS = 350;

/** Whether the panel is still sliding out: it keeps Bootstrap's `show hiding` classes meanwhile. */
function useClosing(open: boolean): boolean {
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [closing]);
  return closing;
}

/**
 * The navbar's menu in Bootstrap's offcanvas markup: below md a panel from the right over a backdrop,
 * a modal dialog while open; from md up the navbar's CSS lays the same content out in the bar.
 */
export function OffcanvasMenu({ id, open, onClose, title, closeLabel, className = '', children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const closing = useClosing(open);
  useDialogPanel(panel, open, onClose);
  const titleId = `${id}-title`;
  const dialog = open ? ({ role: 'dialog', 'aria-modal': true, tabIndex: -1 } as const) : {};
  return (
    <>
      <div
        ref={panel}
        id={id}
        className={`offcanvas offcanvas-end ${open || closing ? 'show' : ''} ${closing ? 'hiding' : ''} ${className}`}
        aria-labelledby={titleId}
        {...dialog}
      >
        <div className="offcanvas-header border-bottom">
          <div id={titleId} className="offcanvas-title h5 fw-bold">
            {title}
          </div>
          <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />
        </div>
        <div className="offcanvas-body align-items-md-center">{children}</div>
      </div>
      {(open || closing) && <div className={`offcanvas-backdrop fade d-md-none ${open ? 'show' : ''}`} onClick={onClose} />}
    </>
  );
}
