'use client';
import { useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { chatQueryKey } from '@/lib/api/query-keys';
import type { ChatDto, ReplyBlock, SendMessageDto, SocialProfileDto } from '@/shared/types/social';
import { ConversationView } from './conversation-view';
import { paths } from '@/shared/paths';

type Props = { profile: SocialProfileDto; replyBlock: ReplyBlock; icebreakers: string[] };

/**
 * §2 /members/{id}/chat with no conversation yet: an empty one whose first message creates it; the
 * address then becomes /chats/{conversation id}, which shows the first message at once. The draft and
 * the messages still on their way move along (chat-threads.tsx).
 */
export function MemberChat({ profile, replyBlock, icebreakers }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  // Messages sent before the move all report here; the first one moves, the others join its page.
  const moved = useRef(false);
  const opened = ({ conversation, message }: SendMessageDto) => {
    const first: ChatDto = {
      conversation: { id: conversation.id, other_last_read_seq: 0, reply_block: replyBlock },
      profile,
      messages: [message],
      has_more: false,
      icebreakers: [],
    };
    queryClient.setQueryData<InfiniteData<ChatDto, number | undefined>>(
      chatQueryKey(conversation.id),
      (data) => data ?? { pages: [first], pageParams: [undefined] },
    );
    if (moved.current) return;
    moved.current = true;
    // No scroll: the conversation keeps its own place, and the router leaves the composer its focus.
    router.replace(paths.chats.conversation(conversation.id), { scroll: false });
  };
  return <ConversationView profile={profile} messages={[]} replyBlock={replyBlock} icebreakers={icebreakers} onSent={opened} />;
}
