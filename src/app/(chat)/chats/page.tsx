import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoConversation } from '@/features/chat/components/no-conversation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChatsPage');
  return { title: t('title') };
}

/** §2 /chats: the list (from the layout) and, on wide screens, an invitation to pick a conversation. */
export default function Page() {
  return <NoConversation />;
}
