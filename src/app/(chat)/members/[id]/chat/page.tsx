import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChatLoginPrompt } from '@/features/chat/components/chat-login-prompt';
import { ChatsShell } from '@/features/chat/components/chats-shell';
import { MemberChat } from '@/features/chat/components/member-chat';
import { MemberBlockedView } from '@/features/members/components/member-blocked-view';
import { ApiError } from '@/server/errors';
import { getPageContext } from '@/server/request/page-context';
import { viewChat } from '@/server/services/chat/view-chat';
import { parseInput } from '@/server/validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';
import type { ChatDto } from '@/shared/types/social';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChatsPage');
  return { title: t('title') };
}

/** §6: a member who was blocked reads who blocked them, as on the profile page, and nothing more. */
type Blocked = { blocked: { id: number; name: string } };

async function start(id: string): Promise<{ chat: ChatDto } | Blocked> {
  try {
    const ctx = await getPageContext();
    // A navigation (which another site can start) reads without marking read; /chats/{id} marks it.
    return { chat: await viewChat(ctx, { profile: parseInput(memberIdSchema, { id }).id }, { markRead: false }) };
  } catch (error) {
    // Unknown or hidden members and ids that are no number are the same missing page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    if (error instanceof ApiError && error.code === 'blocked') return { blocked: { id: Number(error.values.id), name: String(error.values.name) } };
    throw error;
  }
}

/** §2 /members/{id}/chat: the chat with this member; §6 visitors are asked to log in first. */
export default async function Page({ params }: Props) {
  return <ClientMessages list="memberChat">{await memberChatPage((await params).id)}</ClientMessages>;
}

async function memberChatPage(id: string) {
  if (!(await getPageContext()).actor) return <ChatLoginPrompt next={paths.members.chat(id)} />;
  const started = await start(id);
  if ('blocked' in started) return <MemberBlockedView id={started.blocked.id} name={started.blocked.name} blockedByMe={false} />;
  const { chat } = started;
  // Conversation id 0: not begun yet.
  if (chat.conversation.id !== 0) redirect(paths.chats.conversation(chat.conversation.id));
  return (
    <ChatsShell open>
      <MemberChat profile={chat.profile} replyBlock={chat.conversation.reply_block} icebreakers={chat.icebreakers} />
    </ChatsShell>
  );
}
