import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { userQueryKey } from '@/lib/api/current-user';
import type { ProfileUpdateInput } from '@/shared/schemas/profile';
import type { UserDto } from '@/shared/types/api';
import { ownProfileQueryKey } from './get-own-profile';

/** PUT /api/profile.php: only the fields sent change; answers with the fresh member. */
export async function updateProfile(input: ProfileUpdateInput): Promise<UserDto> {
  return (await http<{ user: UserDto }>('/api/profile.php', { method: 'PUT', body: input })).user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      queryClient.setQueryData(ownProfileQueryKey, user.profile);
    },
  });
}
