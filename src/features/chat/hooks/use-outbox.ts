'use client';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { chatQueryKey } from '@/lib/api/query-keys';
import { isApiError } from '@/lib/http-client';
import { applySent, newNonce, sendMessage, type MessageContent } from '@/lib/api/send-message';
import type { ChatDto, SendMessageDto } from '@/shared/types/social';
import { withMessage } from '../api/get-chat';
import { useThread } from './chat-threads';

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
 * §6: the free limit and an empty balance are not failures to retry but a step to take (premium,
 * credits): the message leaves the list and its text goes back into the composer, kept for later.
 */
const isLimit = (error: unknown) => isApiError(error, 'premium_required', 'insufficient_credits');

/**
 * Sends messages to one member with optimistic bubbles. Each message gets its nonce once; a retry of
 * a failed one sends the same nonce, so the server stores it once however often it arrives. The
 * bubbles live in the member's thread (chat-threads.tsx), so they outlast the page that sent them.
 */
export function useOutbox({ profileId, onSent }: Options) {
  const queryClient = useQueryClient();
  const [thread, change] = useThread(profileId);

  const setLastError = (lastError: unknown) => change((t) => ({ ...t, lastError }));
  const update = (nonce: string, patch: Partial<OutgoingMessage> | null) =>
    change((t) => {
      if (patch) return { ...t, outgoing: t.outgoing.map((m) => (m.nonce === nonce ? { ...m, ...patch } : m)) };
      const gone = t.outgoing.find((m) => m.nonce === nonce);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return { ...t, outgoing: t.outgoing.filter((m) => m.nonce !== nonce) };
    });

  const deliver = async (nonce: string, content: MessageContent) => {
    try {
      const sent = await sendMessage({ profile: profileId, nonce, content });
      queryClient.setQueryData<InfiniteData<ChatDto>>(chatQueryKey(sent.conversation.id), (data) => withMessage(data, sent.message));
      applySent(queryClient, sent);
      update(nonce, null);
      onSent?.(sent);
    } catch (error) {
      if (isLimit(error)) {
        update(nonce, null);
        if (content.kind === 'text') change((t) => ({ ...t, draft: t.draft || content.text }));
      } else update(nonce, { status: 'failed', error });
      setLastError(error);
    }
  };

  const send = (content: MessageContent) => {
    const nonce = newNonce();
    const preview = content.kind === 'photo' ? URL.createObjectURL(content.photo) : null;
    change((t) => ({ ...t, lastError: null, outgoing: [...t.outgoing, { nonce, content, status: 'sending', error: null, preview }] }));
    void deliver(nonce, content);
  };

  const retry = (nonce: string) => {
    const message = thread.outgoing.find((m) => m.nonce === nonce);
    if (!message) return;
    setLastError(null);
    update(nonce, { status: 'sending', error: null });
    void deliver(nonce, message.content);
  };

  return {
    outgoing: thread.outgoing,
    send,
    retry,
    discard: (nonce: string) => update(nonce, null),
    lastError: thread.lastError,
    clearError: () => setLastError(null),
  };
}
