'use client';
import { useRouter } from 'next/navigation';
import type { ReplyBlock, SendMessageDto, SocialProfileDto } from '@/shared/types/social';
import { ConversationView } from './conversation-view';

type Props = { profile: SocialProfileDto; replyBlock: ReplyBlock; icebreakers: string[] };

/**
 * §2 /members/{id}/chat with no conversation yet: an empty one whose first message creates it; the
 * address then becomes /chats/{conversation id}.
 */
export function MemberChat({ profile, replyBlock, icebreakers }: Props) {
  const router = useRouter();
  const opened = (sent: SendMessageDto) => router.replace(`/chats/${sent.conversation.id}`);
  return <ConversationView profile={profile} messages={[]} replyBlock={replyBlock} icebreakers={icebreakers} onSent={opened} />;
}
