import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { userQueryKey } from '@/lib/api/current-user';
import { notificationsQueryKey } from './get-notifications';
import type { NotificationsUpdate } from '@/shared/schemas/notifications';
import type { NotificationsDto } from '@/shared/types/notifications';

/** PUT /api/notifications.php: some of the switches, or `enable_mail: true` to turn mail back on. */
export async function updateNotifications(update: NotificationsUpdate): Promise<NotificationsDto> {
  return http<NotificationsDto>('/api/notifications.php', { method: 'PUT', body: update });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationsQueryKey, saved);
      // user.php reports notifications_disabled too: the alert under the navigation follows.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
