'use client';
import { useEffect, useState } from 'react';
import { onMemberEvent } from '@/lib/member-events';

/** How long "is typing" stays after the partner's last signal (they send one every 3 s while typing). */
export const TYPING_SHOWN_MS = 6000;

/**
 * Whether the partner is typing in this conversation: set by their `typing` signals, cleared a while
 * after the last one, or at once when their message arrives.
 */
export function usePartnerTyping(conversationId: number | undefined, partnerId: number): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!conversationId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      setTyping(false);
    };
    const offTyping = onMemberEvent('typing', ({ conversation }) => {
      if (conversation.id !== conversationId) return;
      setTyping(true);
      clearTimeout(timer);
      timer = setTimeout(stop, TYPING_SHOWN_MS);
    });
    const offMessage = onMemberEvent('message', ({ conversation, message }) => {
      if (conversation.id === conversationId && message.sender_id === partnerId) stop();
    });
    return () => {
      offTyping();
      offMessage();
      clearTimeout(timer);
    };
  }, [conversationId, partnerId]);
  return typing;
}
