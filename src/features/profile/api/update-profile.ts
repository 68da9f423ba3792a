import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '@/lib/api/update-profile';
import { membersQueryKey, swipeQueryKey, userQueryKey } from '@/lib/api/query-keys';
import { ownProfileQueryKey } from './query-keys';

/**
 * The editor's save: refreshes both the member (navigation, alerts) and the editor's own copy; searches,
 * swipe cards and suggestions follow the ages looked for and the place, so they load again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      queryClient.setQueryData(ownProfileQueryKey, user.profile);
      void queryClient.invalidateQueries({ queryKey: membersQueryKey });
      void queryClient.invalidateQueries({ queryKey: swipeQueryKey });
    },
  });
}
