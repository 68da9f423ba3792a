'use client';
import type { ReactNode } from 'react';
import { DropdownMenu } from '@/components/dropdown-menu';

type Props = {
  id: string;
  title: ReactNode;
  /** Names the menu as a whole; the button keeps its visible title as its name. */
  label?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/** A dropdown of the navbar (account, language): a nav item whose toggle is a nav link. */
export function NavMenu({ id, title, label, disabled, className = '', children }: Props) {
  return (
    <DropdownMenu id={id} toggle={title} toggleClassName="nav-link" label={label} disabled={disabled} className={`nav-item ${className}`}>
      {children}
    </DropdownMenu>
  );
}
