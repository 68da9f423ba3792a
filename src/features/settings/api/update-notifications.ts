import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { NotificationsUpdate } from '@/shared/schemas/notifications';
import type { NotificationsDto } from '@/shared/types/notifications';
import { userQueryKey } from '@/lib/api/query-keys';
import { notificationsQueryKey } from './query-keys';

/** PUT /api/notifications.php: some of the switches, or `enable_mail: true` to turn mail back on. */
export async function updateNotifications(update: NotificationsUpdate): Promise<NotificationsDto> {
  return http<NotificationsDto>('/api/notifications.php', { method: 'PUT', body: update });
}

// What the page shows while the save is under way: a switch moves when it is flipped.
function applied(current: NotificationsDto, update: NotificationsUpdate): NotificationsDto {
  return {
    email: { ...current.email, ...update.email },
    push: update.push ?? current.push,
    notifications_disabled: update.enable_mail ? [] : current.notifications_disabled,
  };
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const before = queryClient.getQueryData<NotificationsDto>(notificationsQueryKey);
      if (before) queryClient.setQueryData(notificationsQueryKey, applied(before, update));
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(notificationsQueryKey, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationsQueryKey, saved);
      // user.php reports notifications_disabled too: the alert under the navigation follows.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
