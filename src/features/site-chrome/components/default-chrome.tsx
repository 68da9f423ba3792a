import { Suspense, type ReactNode } from 'react';
import { WarningBanners } from './banners/warning-banners';
import { SignupCompleteParam } from './signup-complete-param';
import { InLayout } from '@/components/layout/layout-presence';
import { SiteEntryModal } from './entry/site-entry-modal';
import { ShellServices } from '@/components/layout/shell-services';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { TopNav } from '@/components/layout/top-nav';
import { UsFooter } from '@/components/layout/us-footer';
import type { SettingsDto } from '@/shared/types/api';

type Props = {
  /** The site's settings, for the footers (server-rendered in the route layout). */
  settings: SettingsDto;
  children: ReactNode;
  /** Modals owned by features (signup, time bonus, like), mounted by the route layout. */
  modals?: ReactNode;
  /** Feature banners at the top of the page, under the navigation (time bonus). */
  banners?: ReactNode;
  /** Whether the server saw the age warning's dismissal cookie; unknown on the client-rendered error screens. */
  entryDismissed?: boolean;
};

/**
 * §2 default layout: top navigation, warning banners, footer with disclaimer, the US footer for
 * English, the site-entry warning and the feature modals. Logged-out visitors get the same frame
 * with Login and Sign up instead of the member items.
 */
export function DefaultChrome({ settings, children, modals, banners, entryDismissed }: Props) {
  return (
    <>
      <ShellServices />
      <SkipLink />
      <TopNav />
      {banners}
      <WarningBanners />
      <main id="main" tabIndex={-1} className="d-flex flex-column">
        <InLayout>{children}</InLayout>
      </main>
      <SiteFooter settings={settings} />
      <UsFooter settings={settings} />
      <SiteEntryModal dismissedOnServer={entryDismissed} />
      {/* It reads the query string: its own boundary keeps the rest of the page server-rendered. */}
      <Suspense fallback={null}>
        <SignupCompleteParam />
      </Suspense>
      {modals}
    </>
  );
}
