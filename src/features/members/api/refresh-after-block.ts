import type { QueryClient } from '@tanstack/react-query';
import { chatsQueryKey, likesQueryKey } from '@/lib/api/query-keys';
import { membersQueryKey } from './query-keys';

/** A block or unblock changes who shows up in search, profiles, likes and chats (§6): reload them. */
export function refreshAfterBlock(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersQueryKey }),
    queryClient.invalidateQueries({ queryKey: likesQueryKey }),
    queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
  ]);
}
