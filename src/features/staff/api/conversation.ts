import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { GiftSlug } from '@/shared/gifts';
import type { MessageDto } from '@/shared/types/social';
import type { OperatorConversationDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

const REPLY_URL = '/api/staff/inbox-reply.php';

/** GET /api/staff/inbox-conversation.php?conversation=ID: messages, cards, persona, history, notes, canned replies. */
export function useOperatorConversation(conversation: number) {
  return useQuery({
    queryKey: staffKeys.conversation(conversation),
    queryFn: () => http<OperatorConversationDto>('/api/staff/inbox-conversation.php', { query: { conversation } }),
    staleTime: 10_000,
    // Kept only while open: claimed again later (the member wrote again), it is read afresh, not shown from an old copy.
    gcTime: 0,
  });
}

/** A reply's content: exactly one of a text, a gift of the catalogue or a photo. */
export type ReplyContent = { text: string } | { gift: GiftSlug } | { photo: File };
export type ReplyInput = { conversation: number; nonce: string } & ReplyContent;

/** JSON for a text or gift; a photo goes as multipart with the same fields. */
function replyBody(input: ReplyInput): unknown {
  if (!('photo' in input)) return input;
  const form = new FormData();
  form.set('conversation', String(input.conversation));
  form.set('nonce', input.nonce);
  form.set('photo', input.photo);
  return form;
}

/** POST /api/staff/inbox-reply.php: the profile's reply; the nonce makes a retry harmless. */
export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => http<{ message: MessageDto }>(REPLY_URL, { method: 'POST', body: replyBody(input), idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.inbox }),
  });
}
