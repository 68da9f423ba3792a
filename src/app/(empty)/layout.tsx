import type { ReactNode } from 'react';
import { EntryWarning } from '@/features/site-chrome/components/entry/entry-warning';
import { entryDismissedByCookie } from '@/features/site-chrome/components/entry/entry-dismissal-cookie';
import { InLayout } from '@/components/layout/layout-presence';
import { ShellServices } from '@/components/layout/shell-services';
import { LazySignupModal } from '@/features/signup/components/lazy-signup-modal';
import { TrackingCapture } from '@/features/signup/components/tracking-capture';
import { ClientMessages } from '@/components/providers/client-messages';

/** §2 empty layout: only the page, the signup modal and the entry warning. */
export default async function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages list="emptyLayout">
      <ShellServices />
      <TrackingCapture />
      <main id="main" className="d-flex flex-column">
        <InLayout>{children}</InLayout>
      </main>
      <LazySignupModal />
      <EntryWarning dismissedOnServer={await entryDismissedByCookie()} />
    </ClientMessages>
  );
}
