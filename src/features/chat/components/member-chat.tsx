'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useChats } from '@/lib/api/get-chats';
import type { SendMessageDto, SocialProfileDto } from '@/shared/types/social';
import { ConversationView } from './conversation-view';

/**
 * §2 /members/{id}/chat: the conversation with this member if there is one, else an empty new one
 * whose first message creates it; then the address becomes /chats/{conversation id}.
 */
export function MemberChat({ profile }: { profile: SocialProfileDto }) {
  const t = useTranslations('ChatPage');
  const router = useRouter();
  const chats = useChats();
  const existing = chats.data?.chats.find((c) => c.profile.id === profile.id);
  useEffect(() => {
    if (existing) router.replace(`/chats/${existing.conversation.id}`);
  }, [existing, router]);

  if (chats.isPending || existing) {
    return (
      <div className="flex-grow-1 d-flex align-items-center justify-content-center">
        <Spinner animation="border" variant="primary" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </Spinner>
      </div>
    );
  }
  const opened = (sent: SendMessageDto) => router.replace(`/chats/${sent.conversation.id}`);
  return <ConversationView profile={profile} messages={[]} replyBlock={null} icebreakers={[]} onSent={opened} />;
}
