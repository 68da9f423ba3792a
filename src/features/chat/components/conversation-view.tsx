'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { SendErrorAlert } from '@/components/messaging/send-error-alert';
import type { SendMessageDto, MessageDto, ReplyBlock, SocialProfileDto } from '@/shared/types/social';
import { useThread } from '../hooks/chat-threads';
import { useOutbox } from '../hooks/use-outbox';
import { usePartnerTyping } from '../hooks/use-partner-typing';
import { useTypingSignal } from '../api/send-typing';
import { TypingIndicator } from './typing-indicator';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { Icebreakers } from './icebreakers';
import { MessageList } from './message-list';
import { ReplyBlockNotice } from './reply-block-notice';

type Props = {
  profile: SocialProfileDto;
  /** Absent until the first message creates the conversation (/members/{id}/chat). */
  conversationId?: number;
  messages: MessageDto[];
  replyBlock: ReplyBlock;
  otherLastReadSeq?: number;
  icebreakers: string[];
  earlier?: { hasMore: boolean; loading: boolean; load: () => void };
  headerActions?: ReactNode;
  onSent?: (sent: SendMessageDto) => void;
};

/** A conversation with one member: header, messages, and the composer or why one cannot write. */
export function ConversationView({ profile, conversationId, messages, replyBlock, otherLastReadSeq, icebreakers, earlier, headerActions, onSent }: Props) {
  const t = useTranslations('ChatPage');
  const { data: user } = useUser();
  const [thread, change, focusHandoff] = useThread(profile.id);
  const signalTyping = useTypingSignal(conversationId);
  const partnerTyping = usePartnerTyping(conversationId, profile.id);
  const setDraft = (draft: string) => {
    change((t) => ({ ...t, draft }));
    if (draft.trim()) signalTyping();
  };
  const outbox = useOutbox({ profileId: profile.id, onSent });
  const empty = messages.length === 0 && outbox.outgoing.length === 0;
  return (
    <>
      <ConversationHeader profile={profile} actions={headerActions} />
      <MessageList
        name={profile.name}
        messages={messages}
        outgoing={outbox.outgoing}
        viewerId={user?.id}
        otherLastReadSeq={otherLastReadSeq}
        earlier={earlier}
        onRetry={outbox.retry}
      />
      <TypingIndicator name={profile.name} typing={partnerTyping} />
      {replyBlock && <ReplyBlockNotice reason={replyBlock} name={profile.name} />}
      {/* §4: an unconfirmed member may write; only their partner's reply waits for the link. */}
      {(!replyBlock || replyBlock === 'self_not_confirmed') && (
        <div>
          {empty && <Icebreakers lines={icebreakers} onChoose={setDraft} />}
          {outbox.lastError !== null && <SendErrorAlert error={outbox.lastError} onClose={outbox.clearError} className="mx-2 mb-2" note={t('messageKept')} />}
          <Composer name={profile.name} draft={thread.draft} onDraftChange={setDraft} onSend={outbox.send} focusHandoff={focusHandoff} />
        </div>
      )}
    </>
  );
}
