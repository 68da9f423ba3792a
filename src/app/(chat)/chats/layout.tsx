import type { ReactNode } from 'react';
import { ChatsShell } from '@/features/chat/components/chats-shell';
import { ClientMessages } from '@/components/providers/client-messages';

/**
 * §2 /chats and /chats/{id}: the list stays mounted while conversations change. Members only: each
 * page checks the session itself, as only the page knows its own path for the login's `next`.
 */
export default function ChatsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages list="chatsLayout">
      <ChatsShell>{children}</ChatsShell>
    </ClientMessages>
  );
}
