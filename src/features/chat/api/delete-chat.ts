import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, HttpError } from '@/lib/http-client';
import { chatQueryKey, chatsQueryKey } from '@/lib/api/query-keys';
import type { ChatsDto } from '@/shared/types/social';

/** DELETE /api/chat.php {conversation}: hides the conversation for this member. */
export async function deleteChat(conversationId: number): Promise<void> {
  await http<unknown>('/api/chat.php', { method: 'DELETE', body: { conversation: conversationId } });
}

/**
 * §4, §8: the chat leaves the list at once, then the server is asked; on failure the member gets an
 * alert with the error and the list reloads.
 */
export function useDeleteChat(fallbackMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onMutate: async (conversationId) => {
      await queryClient.cancelQueries({ queryKey: chatsQueryKey });
      queryClient.setQueryData<ChatsDto>(chatsQueryKey, (data) => (data ? { chats: data.chats.filter((c) => c.conversation.id !== conversationId) } : data));
    },
    onSuccess: (_, conversationId) => queryClient.removeQueries({ queryKey: chatQueryKey(conversationId) }),
    onError: (error) => {
      window.alert(error instanceof HttpError ? error.message : fallbackMessage);
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    },
  });
}
