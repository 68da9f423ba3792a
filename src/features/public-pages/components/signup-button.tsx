'use client';
import type { ReactNode } from 'react';
import { openSignup } from '@/lib/signup-events';

type Props = { size?: 'sm' | 'lg'; variant?: 'primary' | 'light'; className?: string; children: ReactNode };

/** The one interactive part of the server-rendered landing: a button that opens the signup. */
export function SignupButton({ size, variant = 'primary', className = '', children }: Props) {
  return (
    <button type="button" className={`btn btn-${variant} ${size ? `btn-${size}` : ''} ${className}`} onClick={() => openSignup()}>
      {children}
    </button>
  );
}
