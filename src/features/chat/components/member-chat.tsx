'use client';
import { useRouter } from 'next/navigation';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { chatQueryKey } from '@/lib/api/social-query-keys';
import type { ChatDto, ReplyBlock, SendMessageDto, SocialProfileDto } from '@/shared/types/social';
import { ConversationView } from './conversation-view';

type Props = { profile: SocialProfileDto; replyBlock: ReplyBlock; icebreakers: string[] };

/**
 * §2 /members/{id}/chat with no conversation yet: an empty one whose first message creates it; the
 * address then becomes /chats/{conversation id}, which shows the first message at once.
 */
export function MemberChat({ profile, replyBlock, icebreakers }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const opened = ({ conversation, message }: SendMessageDto) => {
    const first: ChatDto = {
      conversation: { id: conversation.id, other_last_read_seq: 0, reply_block: replyBlock },
      profile,
      messages: [message],
      has_more: false,
      icebreakers: [],
    };
    queryClient.setQueryData<InfiniteData<ChatDto, number | undefined>>(chatQueryKey(conversation.id), { pages: [first], pageParams: [undefined] });
    router.replace(`/chats/${conversation.id}`);
  };
  return <ConversationView profile={profile} messages={[]} replyBlock={replyBlock} icebreakers={icebreakers} onSent={opened} />;
}
