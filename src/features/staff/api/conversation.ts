import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MessageDto } from '@/shared/types/social';
import type { OperatorConversationDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

/** GET /api/staff/inbox-conversation.php?conversation=ID: messages, cards, persona, history, notes, canned replies. */
export function useOperatorConversation(conversation: number) {
  return useQuery({
    queryKey: staffKeys.conversation(conversation),
    queryFn: () => http<OperatorConversationDto>('/api/staff/inbox-conversation.php', { query: { conversation } }),
    staleTime: 10_000,
  });
}

export type ReplyInput = { conversation: number; text: string; nonce: string };

/** POST /api/staff/inbox-reply.php: the profile's reply; the nonce makes a retry harmless. */
export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => http<{ message: MessageDto }>('/api/staff/inbox-reply.php', { method: 'POST', body: input, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.inbox }),
  });
}
