'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  id: string;
  title: ReactNode;
  /** Names the menu as a whole; the button keeps its visible title as its name. */
  label?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A navigation dropdown in Bootstrap's markup, opened by a button and closed by a choice, a click
 * elsewhere or Escape. The bar's menus sit in the navbar, where Bootstrap positions them with CSS
 * (`data-bs-popper="static"`), so the positioning library of a general dropdown need not ship.
 */
export function NavMenu({ id, title, label, disabled, className = '', children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

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
    <div ref={root} className={`nav-item dropdown ${className}`} aria-label={label}>
      <button
        type="button"
        id={id}
        className={`nav-link dropdown-toggle ${open ? 'show' : ''}`}
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {title}
      </button>
      {open && (
        <div className="dropdown-menu dropdown-menu-end show" data-bs-popper="static" aria-labelledby={id} onClick={closeOnChoice}>
          {children}
        </div>
      )}
    </div>
  );
}
