import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { ProfileUpdateInput } from '@/shared/schemas/profile';
import type { UserDto } from '@/shared/types/api';
import { userQueryKey } from './query-keys';

/** PUT /api/profile.php: saves the fields sent; answers with the refreshed member. */
export async function updateProfile(input: ProfileUpdateInput): Promise<UserDto> {
  return (await http<{ user: UserDto }>('/api/profile.php', { method: 'PUT', body: input })).user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
