import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { UserDto } from '@/shared/types/api';
import { userQueryKey } from '@/lib/api/query-keys';
import { browserTimeZone } from '@/shared/time-zone';

export type LoginInput = { email: string; password: string };

/** POST /api/user.php with e-mail and password, and the browser's time zone (the member's clock). */
export async function login(input: LoginInput): Promise<UserDto> {
  return (await http<{ user: UserDto }>('/api/user.php', { method: 'POST', body: { ...input, time_zone: browserTimeZone() } })).user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
