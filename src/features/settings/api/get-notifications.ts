import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { NotificationsDto } from '@/shared/types/notifications';
import { notificationsQueryKey } from './query-keys';

/** GET /api/notifications.php: the member's e-mail and push notification settings. */
export async function getNotifications(): Promise<NotificationsDto> {
  return http<NotificationsDto>('/api/notifications.php');
}

export const getNotificationsQueryOptions = () => queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications });

export function useNotifications(initial?: NotificationsDto) {
  return useQuery({ ...getNotificationsQueryOptions(), initialData: initial });
}
