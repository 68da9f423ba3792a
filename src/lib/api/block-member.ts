import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { refreshAfterBlock } from './refresh-after-block';

/** POST /api/block.php { profile }: neither member can view or contact the other any more (§6). */
export async function blockMember(id: number): Promise<void> {
  await http('/api/block.php', { method: 'POST', body: { profile: id } });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockMember, onSuccess: () => refreshAfterBlock(queryClient) });
}
