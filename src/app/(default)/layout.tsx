import { Suspense, type ReactNode } from 'react';
import { DefaultChrome } from '@/features/site-chrome/components/default-chrome';
import { AutoLikeGate } from '@/features/likes/components/like-modal/auto-like-gate';
import { LikeModalHost } from '@/features/likes/components/like-modal/like-modal-host';
import { LazySignupModal } from '@/features/signup/components/lazy-signup-modal';
import { TrackingCapture } from '@/features/signup/components/tracking-capture';
import { OfferBanner } from '@/features/discounts/components/offer-banner';
import { TimeBonusModal } from '@/features/discounts/components/time-bonus-modal';
import { ClientMessages } from '@/components/providers/client-messages';
import { getPageSettings } from '@/server/request/page-data';
import { entryDismissedByCookie } from '@/features/site-chrome/components/entry/entry-dismissal-cookie';

/** §2 default layout (the logged-out variant is the same frame with Login and Sign up). */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const [settings, entryDismissed] = await Promise.all([getPageSettings(), entryDismissedByCookie()]);
  return (
    <ClientMessages list="defaultLayout">
      <DefaultChrome
        settings={settings}
        entryDismissed={entryDismissed}
        banners={<OfferBanner />}
        modals={
          <>
            <TrackingCapture />
            <LazySignupModal />
            <LikeModalHost />
            <TimeBonusModal />
            {/* It reads the query string: its own boundary keeps the rest of the page server-rendered. */}
            <Suspense fallback={null}>
              <AutoLikeGate />
            </Suspense>
          </>
        }
      >
        {children}
      </DefaultChrome>
    </ClientMessages>
  );
}
