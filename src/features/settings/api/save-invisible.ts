import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { UserDto } from '@/shared/types/api';
import { userQueryKey } from '@/lib/api/query-keys';

/** PUT /api/user.php {invisible}: hides the member from every list, or shows them again (§3). */
export async function saveInvisible(invisible: boolean): Promise<UserDto> {
  const { user } = await http<{ user: UserDto }>('/api/user.php', { method: 'PUT', body: { invisible } });
  return user;
}

export function useSaveInvisible() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveInvisible, onSuccess: (user) => queryClient.setQueryData(userQueryKey, user) });
}
