import type { ReactNode } from 'react';
import { EntryWarning } from '@/features/site-chrome/components/entry/entry-warning';
import { entryDismissedByCookie } from '@/features/site-chrome/components/entry/entry-dismissal-cookie';
import { InLayout } from '@/components/layout/layout-presence';
import { ShellServices } from '@/components/layout/shell-services';
import { TrackingCapture } from '@/features/signup/components/tracking-capture';
import { TimeBonusModal } from '@/features/discounts/components/time-bonus-modal';
import { ChatThreadsProvider } from '@/features/chat/hooks/chat-threads';
import { ClientMessages } from '@/components/providers/client-messages';

/** §2 chat layout: full screen, no navigation or footer; the entry warning for NL and DE only. */
export default async function ChatLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages list="chatLayout">
      <ShellServices />
      <TrackingCapture />
      <main id="main" className="d-flex flex-column vh-100 overflow-hidden">
        <InLayout>
          {/* Above the pages: drafts and sends outlive the move from /members/{id}/chat to /chats/{id}. */}
          <ChatThreadsProvider>{children}</ChatThreadsProvider>
        </InLayout>
      </main>
      <EntryWarning dismissedOnServer={await entryDismissedByCookie()} />
      {/* §4: the chat list belongs to the members area; its full-screen frame has no room for the banner. */}
      <TimeBonusModal />
    </ClientMessages>
  );
}
