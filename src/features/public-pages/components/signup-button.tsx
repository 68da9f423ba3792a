'use client';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';
import { openSignup } from '@/lib/signup-events';

/** The one interactive part of the server-rendered landing: a button that opens the signup. */
export function SignupButton({ children, ...props }: Omit<ButtonProps, 'onClick'> & { children: ReactNode }) {
  return (
    <Button {...props} onClick={() => openSignup()}>
      {children}
    </Button>
  );
}
