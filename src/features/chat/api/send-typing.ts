import { useCallback, useRef } from 'react';
import { http } from '@/lib/http-client';

/** While the member types, the partner hears of it at most this often (the server allows 30 a minute). */
export const TYPING_SIGNAL_EVERY_MS = 3000;

/** POST /api/typing.php { conversation }: the partner sees that the member is typing; nothing is stored. */
export async function sendTyping(conversationId: number): Promise<void> {
  await http('/api/typing.php', { method: 'POST', body: { conversation: conversationId } });
}

/**
 * A function to call on every keystroke; it sends at most one signal per TYPING_SIGNAL_EVERY_MS, and
 * none before the conversation exists. A signal that gets lost matters to nobody, so failures are dropped.
 */
export function useTypingSignal(conversationId: number | undefined): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!conversationId || now - last.current < TYPING_SIGNAL_EVERY_MS) return;
    last.current = now;
    sendTyping(conversationId).catch(() => {});
  }, [conversationId]);
}
