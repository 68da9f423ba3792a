import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { refreshAfterBlock } from '@/lib/api/refresh-after-block';

/** DELETE /api/block.php { profile }: lifts this member's own block. */
export async function unblockMember(id: number): Promise<void> {
  await http('/api/block.php', { method: 'DELETE', body: { profile: id } });
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unblockMember, onSuccess: () => refreshAfterBlock(queryClient) });
}
