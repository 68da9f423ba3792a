'use client';
import { useCallback, useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { chatQueryKey } from '@/lib/api/social-query-keys';
import { applySent, newNonce, sendMessage, type MessageContent } from '@/lib/api/send-message';
import type { ChatDto, SendMessageDto } from '@/shared/types/social';
import { withMessage } from '../api/get-chat';

/** A message on its way: shown at once as a pending bubble, or as failed with a retry. */
export type OutgoingMessage = {
  nonce: string;
  content: MessageContent;
  status: 'sending' | 'failed';
  error: unknown;
  /** A local address of the photo being sent, shown until the stored one replaces it. */
  preview: string | null;
};

type Options = { profileId: number; onSent?: (sent: SendMessageDto) => void };

/**
 * Sends messages to one member with optimistic bubbles. Each message gets its nonce once; a retry of
 * a failed one sends the same nonce, so the server stores it once however often it arrives.
 */
export function useOutbox({ profileId, onSent }: Options) {
  const queryClient = useQueryClient();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [lastError, setLastError] = useState<unknown>(null);

  const update = (nonce: string, change: Partial<OutgoingMessage> | null) =>
    setOutgoing((list) => {
      if (change) return list.map((m) => (m.nonce === nonce ? { ...m, ...change } : m));
      const gone = list.find((m) => m.nonce === nonce);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((m) => m.nonce !== nonce);
    });

  const deliver = useCallback(
    async (nonce: string, content: MessageContent) => {
      try {
        const sent = await sendMessage({ profile: profileId, nonce, content });
        queryClient.setQueryData<InfiniteData<ChatDto>>(chatQueryKey(sent.conversation.id), (data) => withMessage(data, sent.message));
        applySent(queryClient, sent);
        update(nonce, null);
        onSent?.(sent);
      } catch (error) {
        update(nonce, { status: 'failed', error });
        setLastError(error);
      }
    },
    [profileId, queryClient, onSent],
  );

  const send = (content: MessageContent) => {
    const nonce = newNonce();
    setLastError(null);
    const preview = content.kind === 'photo' ? URL.createObjectURL(content.photo) : null;
    setOutgoing((list) => [...list, { nonce, content, status: 'sending', error: null, preview }]);
    void deliver(nonce, content);
  };

  const retry = (nonce: string) => {
    const message = outgoing.find((m) => m.nonce === nonce);
    if (!message) return;
    setLastError(null);
    update(nonce, { status: 'sending', error: null });
    void deliver(nonce, message.content);
  };

  return { outgoing, send, retry, discard: (nonce: string) => update(nonce, null), lastError, clearError: () => setLastError(null) };
}
