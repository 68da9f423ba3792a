import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { ChatsShell } from '@/features/chat/components/chats-shell';
import { getPageUser } from '@/server/request/page-data';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

/** §2 /chats and /chats/{id}: members only; the list stays mounted while conversations change. */
export default async function ChatsLayout({ children }: { children: ReactNode }) {
  if (!(await getPageUser())) redirect(paths.auth.login(paths.chats.list));
  return (
    <ClientMessages list="chatsLayout">
      <ChatsShell>{children}</ChatsShell>
    </ClientMessages>
  );
}
