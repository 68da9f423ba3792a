import type { QueryClient } from '@tanstack/react-query';
import { chatsQueryKey, likesQueryKey } from '@/lib/api/query-keys';

/** §7: chats and likes reload when a pushed message arrives (public/sw.js tells its open pages). */
export function reloadOnPush(queryClient: QueryClient): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'push') return;
    void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
    void queryClient.invalidateQueries({ queryKey: likesQueryKey });
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
