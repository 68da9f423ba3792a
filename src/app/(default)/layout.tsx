import { Suspense, type ReactNode } from 'react';
import { DefaultChrome } from '@/components/layout/default-chrome';
import { AutoLikeTrigger } from '@/components/layout/like-modal/auto-like-trigger';
import { LikeModalHost } from '@/components/layout/like-modal/like-modal-host';
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
          <LikeModalHost />
          {/* It reads the query string: its own boundary keeps the rest of the page server-rendered. */}
          <Suspense fallback={null}>
            <AutoLikeTrigger />
          </Suspense>
        </>
      }
    >
      {children}
    </DefaultChrome>
  );
}
