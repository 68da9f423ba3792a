import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { UserDto } from '@/shared/types/api';
import { userQueryKey } from '@/lib/api/query-keys';

/** PUT /api/user.php {time_zone}: the zone every time on the site and in mails is shown in. */
export async function saveTimeZone(timeZone: string): Promise<UserDto> {
  const { user } = await http<{ user: UserDto }>('/api/user.php', { method: 'PUT', body: { time_zone: timeZone } });
  return user;
}

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTimeZone, onSuccess: (user) => queryClient.setQueryData(userQueryKey, user) });
}
