import type { ReactNode } from 'react';
import { DefaultChrome } from '@/components/layout/default-chrome';
import { LazySignupModal } from '@/features/signup/components/lazy-signup-modal';
import { TrackingCapture } from '@/features/signup/components/tracking-capture';

/** §2 default layout (the logged-out variant is the same frame with Login and Sign up). */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <DefaultChrome
      modals={
        <>
          <TrackingCapture />
          <LazySignupModal />
        </>
      }
    >
      {children}
    </DefaultChrome>
  );
}
