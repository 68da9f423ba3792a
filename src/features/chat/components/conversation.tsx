'use client';
import { useEffect } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useChats } from '@/lib/api/get-chats';
import { chatsQueryKey } from '@/lib/api/query-keys';
import type { ChatsDto } from '@/shared/types/social';
import { chatMessages, useChat } from '../api/get-chat';
import { ConversationView } from './conversation-view';
import { DeleteChatButton } from './delete-chat-button';

/**
 * §4: the server marks the conversation read when it is read; the list and badges follow at once.
 * When the list learns of unread messages here (poll or event stream), the open conversation
 * reloads: the member sees them, and reading them clears the count.
 */
function useMarkReadInList(conversationId: number, loadedAt: number, reload: () => void) {
  const queryClient = useQueryClient();
  const unreadHere = useChats().data?.chats.find((c) => c.conversation.id === conversationId)?.num_unread_messages ?? 0;
  useEffect(() => {
    if (loadedAt && unreadHere > 0) reload();
    // Only a change of the count asks for a reload; the reload itself clears it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadHere]);
  useEffect(() => {
    if (!loadedAt) return;
    queryClient.setQueryData<ChatsDto>(
      chatsQueryKey,
      (data) => data && { chats: data.chats.map((c) => (c.conversation.id === conversationId ? { ...c, num_unread_messages: 0 } : c)) },
    );
  }, [conversationId, loadedAt, queryClient]);
}

/** /chats/{id}: one conversation, loaded newest page first; earlier pages on request. */
export function Conversation({ conversationId }: { conversationId: number }) {
  const t = useTranslations('ChatPage');
  const chat = useChat(conversationId);
  useMarkReadInList(conversationId, chat.dataUpdatedAt, () => void chat.refetch());

  if (chat.isPending) {
    return (
      <div className="flex-grow-1 d-flex align-items-center justify-content-center">
        <Spinner animation="border" variant="primary" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </Spinner>
      </div>
    );
  }
  if (chat.isError) {
    return (
      <Alert variant="danger" className="m-3">
        {chat.error.message}
      </Alert>
    );
  }
  const [newest] = chat.data.pages;
  return (
    <ConversationView
      profile={newest.profile}
      conversationId={conversationId}
      messages={chatMessages(chat.data)}
      replyBlock={newest.conversation.reply_block}
      otherLastReadSeq={newest.conversation.other_last_read_seq}
      icebreakers={newest.icebreakers}
      earlier={{ hasMore: chat.hasNextPage, loading: chat.isFetchingNextPage, load: () => void chat.fetchNextPage() }}
      headerActions={<DeleteChatButton conversationId={conversationId} name={newest.profile.name} />}
    />
  );
}
