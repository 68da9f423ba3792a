import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoConversation } from '@/features/chat/components/no-conversation';
import { getMemberPageContext } from '@/server/request/member-page';
import { paths } from '@/shared/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChatsPage');
  return { title: t('title') };
}

/** §2 /chats: the list (from the layout) and, on wide screens, an invitation to pick a conversation. */
export default async function Page() {
  await getMemberPageContext(paths.chats.list);
  return <NoConversation />;
}
