'use client';
import type { ReactNode } from 'react';
import { openSignup } from '@/lib/signup-events';

/** A member's tile on a lander: a plain button that opens the signup (§2 modal, /signup on phones). */
export function SignupTile({ className, label, children }: { className?: string; label: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={() => openSignup()}>
      {children}
    </button>
  );
}
