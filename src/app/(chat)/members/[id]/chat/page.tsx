import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChatLoginPrompt } from '@/features/chat/components/chat-login-prompt';
import { ChatsShell } from '@/features/chat/components/chats-shell';
import { MemberChat } from '@/features/chat/components/member-chat';
import { ApiError } from '@/server/errors';
import { getPageContext } from '@/server/request/page-context';
import { viewChat } from '@/server/services/chat/view-chat';
import { parseInput } from '@/server/validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChatsPage');
  return { title: t('title') };
}

async function start(id: string) {
  try {
    const ctx = await getPageContext();
    return await viewChat(ctx, { profile: parseInput(memberIdSchema, { id }).id });
  } catch (error) {
    // Unknown or hidden members and ids that are no number are the same missing page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
}

/** §2 /members/{id}/chat: the chat with this member; §6 visitors are asked to log in first. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!(await getPageContext()).actor) return <ChatLoginPrompt next={`/members/${id}/chat`} />;
  const chat = await start(id);
  // Conversation id 0: not begun yet.
  if (chat.conversation.id !== 0) redirect(`/chats/${chat.conversation.id}`);
  return (
    <ChatsShell open>
      <MemberChat profile={chat.profile} replyBlock={chat.conversation.reply_block} icebreakers={chat.icebreakers} />
    </ChatsShell>
  );
}
