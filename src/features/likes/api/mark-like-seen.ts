import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { likesQueryKey } from '@/lib/api/query-keys';

/** PUT /api/likes.php: the like of `profile` is no longer new (§4, opening a liker's profile). */
export async function markLikeSeen(profile: number): Promise<void> {
  await http<{ ok: true }>('/api/likes.php', { method: 'PUT', body: { profile } });
}

/** Reloads the likes afterwards, so the badge and the "new" marker go. */
export function useMarkLikeSeen() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markLikeSeen, onSuccess: () => queryClient.invalidateQueries({ queryKey: likesQueryKey }) });
}
