'use client';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  id: string;
  /** What the button shows. */
  toggle: ReactNode;
  toggleClassName: string;
  /** The button's name when it shows only an icon (also its tooltip). */
  toggleLabel?: string;
  /** Names the menu as a whole; the button keeps its own name. */
  label?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A dropdown in Bootstrap's markup, opened by a button and closed by a choice, a click elsewhere or
 * Escape (which gives the focus back to the button). Bootstrap's CSS places the menu under the button
 * at its right edge (`data-bs-popper`), or at its left edge where the right one would push it off the
 * screen (a button at the start of a row on a phone), so no positioning library ships with it.
 */
export function DropdownMenu({ id, toggle, toggleClassName, toggleLabel, label, disabled, className = '', children }: Props) {
  const [open, setOpen] = useState(false);
  const [fromStart, setFromStart] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // Measured before the menu is painted, so it never shows cut off first.
  useLayoutEffect(() => {
    if (open && menu.current && !fromStart && menu.current.getBoundingClientRect().left < 0) setFromStart(true);
  }, [open, fromStart]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('.dropdown-toggle')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  // A chosen item (a link or a button inside the menu) closes the menu.
  const closeOnChoice = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
  };

  return (
    <div ref={root} className={`dropdown ${className}`} aria-label={label}>
      <button
        type="button"
        id={id}
        className={`dropdown-toggle ${toggleClassName} ${open ? 'show' : ''}`}
        aria-expanded={open}
        aria-label={toggleLabel}
        title={toggleLabel}
        disabled={disabled}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {toggle}
      </button>
      {open && (
        <div
          ref={menu}
          className={`dropdown-menu ${fromStart ? 'dropdown-menu-start' : 'dropdown-menu-end'} show`}
          data-bs-popper="static"
          aria-labelledby={id}
          onClick={closeOnChoice}
        >
          {children}
        </div>
      )}
    </div>
  );
}
