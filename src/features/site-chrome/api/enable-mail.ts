import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { userQueryKey } from '@/lib/api/query-keys';

/** PUT /api/notifications.php {enable_mail: true}: lifts the reasons mail was stopped for (§3). */
export async function enableMail(): Promise<void> {
  await http('/api/notifications.php', { method: 'PUT', body: { enable_mail: true } });
}

export function useEnableMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableMail, onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }) });
}
