import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { UserDto } from '@/shared/types/api';
import { userQueryKey } from '@/lib/api/query-keys';

export type CompletePasswordResetInput = { token: string; password: string; password_repeat: string };

/** PUT /api/reset-password.php: sets the new password with the mailed token and logs in. */
export async function completePasswordReset(input: CompletePasswordResetInput): Promise<UserDto> {
  return (await http<{ user: UserDto }>('/api/reset-password.php', { method: 'PUT', body: input })).user;
}

export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
