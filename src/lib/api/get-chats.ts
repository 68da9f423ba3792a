import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { chatsQueryKey } from '@/lib/api/query-keys';
import type { ChatsDto } from '@/shared/types/social';

/**
 * GET /api/chats.php: the member's conversations, newest first. Here rather than in the chat feature
 * because the navigation's unread badge and the tab title (§2, §4) read the same list.
 */
export async function getChats(): Promise<ChatsDto> {
  return http<ChatsDto>('/api/chats.php');
}

export const getChatsQueryOptions = () => queryOptions({ queryKey: chatsQueryKey, queryFn: getChats });

export function useChats(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getChatsQueryOptions(), enabled: options.enabled ?? true });
}

/** §2: the unread messages over all conversations, for the Messages badge. */
export function unreadTotal(data: ChatsDto | undefined): number {
  return (data?.chats ?? []).reduce((sum, chat) => sum + chat.num_unread_messages, 0);
}
