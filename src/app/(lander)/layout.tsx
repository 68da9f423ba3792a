import type { ReactNode } from 'react';
import { EntryWarning } from '@/features/site-chrome/components/entry/entry-warning';
import { entryDismissedByCookie } from '@/features/site-chrome/components/entry/entry-dismissal-cookie';
import { LanderNavbar } from '@/components/layout/lander-navbar';
import { InLayout } from '@/components/layout/layout-presence';
import { ShellServices } from '@/components/layout/shell-services';
import { SiteFooter } from '@/components/layout/site-footer';
import { LazySignupModal } from '@/features/signup/components/lazy-signup-modal';
import { TrackingCapture } from '@/features/signup/components/tracking-capture';
import { ClientMessages } from '@/components/providers/client-messages';
import { getPageSettings } from '@/server/request/page-data';

/**
 * §2 lander layout: simple navbar with logo, footer, entry warning for NL and DE. The signup modal
 * is mounted too, because every lander's call to action opens it. Its pages paint before their
 * scripts run (src/server/http/paint-first.ts).
 */
export default async function LanderLayout({ children }: { children: ReactNode }) {
  const [settings, entryDismissed] = await Promise.all([getPageSettings(), entryDismissedByCookie()]);
  return (
    <ClientMessages list="landerLayout">
      <ShellServices />
      <TrackingCapture />
      <LanderNavbar />
      <main id="main" className="d-flex flex-column">
        <InLayout>{children}</InLayout>
      </main>
      <SiteFooter settings={settings} />
      <EntryWarning dismissedOnServer={entryDismissed} />
      <LazySignupModal />
    </ClientMessages>
  );
}
