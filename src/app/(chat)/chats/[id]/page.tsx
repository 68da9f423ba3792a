import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Conversation } from '@/features/chat/components/conversation';
import { getMemberPageContext } from '@/server/request/member-page';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChatsPage');
  return { title: t('title') };
}

/** §2 /chats/{id}: one conversation, by conversation id. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  await getMemberPageContext(paths.chats.conversation(id));
  // Keyed by id: another conversation mounts afresh; drafts stay per member (ChatThreadsProvider).
  return (
    <ClientMessages list="chatThread">
      <Conversation key={id} conversationId={Number(id)} />
    </ClientMessages>
  );
}
