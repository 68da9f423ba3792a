import type { QueryClient } from '@tanstack/react-query';
import { anyChatQueryKey, chatsQueryKey, likesQueryKey, membersQueryKey } from './query-keys';

/** A block or unblock changes who shows up in search, profiles, likes and chats (§6): reload them. */
export function refreshAfterBlock(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersQueryKey }),
    queryClient.invalidateQueries({ queryKey: likesQueryKey }),
    queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: anyChatQueryKey }),
  ]);
}
