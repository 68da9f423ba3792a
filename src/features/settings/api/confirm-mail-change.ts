import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { userQueryKey } from '@/lib/api/query-keys';

/** PUT /api/mail-change.php: the mailed link sets the new address. */
export async function confirmMailChange(token: string): Promise<{ email: string }> {
  return http<{ email: string }>('/api/mail-change.php', { method: 'PUT', body: { token } });
}

export function useConfirmMailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
