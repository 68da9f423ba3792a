import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
// The signed-in member's cache is app-wide; it lives in the auth feature until it moves to src/lib.
// eslint-disable-next-line import/no-restricted-paths -- see above
import { userQueryKey } from '@/features/auth/api/get-user';
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
