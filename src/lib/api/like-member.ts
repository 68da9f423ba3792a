import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { likesQueryKey } from '@/lib/api/query-keys';
import { showLikeModal, type LikeModalProfile } from '@/lib/like-modal-store';

/** POST /api/like.php: like a member; `match` when they liked this member already. */
export async function likeMember(profile: number): Promise<{ match: boolean }> {
  return http<{ match: boolean }>('/api/like.php', { method: 'POST', body: { profile } });
}

/** DELETE /api/like.php: take a like back. */
export async function unlikeMember(profile: number): Promise<void> {
  await http<{ ok: true }>('/api/like.php', { method: 'DELETE', body: { profile } });
}

export type ToggleLikeInput = { profile: LikeModalProfile; like: boolean };

/**
 * Likes or unlikes. Callers show `variables.like` while `isPending` (optimistic); the mutation stays
 * pending until the likes are reloaded, so the button never flips back in between. A match opens
 * the §2 match modal.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, like }: ToggleLikeInput) => (like ? likeMember(profile.id) : unlikeMember(profile.id).then(() => ({ match: false }))),
    onSuccess: (answer, { profile }) => {
      if (answer.match) showLikeModal({ kind: 'match', profile });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: likesQueryKey }),
  });
}
