import type { UserDto } from '@/shared/types/api';
import { onRoute } from '@/components/layout/route-match';
import { paths } from '@/shared/paths';

// §4: hidden on settings and notifications.
const HIDDEN_ON = [paths.settings, paths.notifications] as const;

/** §4 disabled-notifications alert: mail stopped for some reason (fbl, bounce, listunsubscribe). */
export function showMailOffAlert(user: UserDto | null | undefined, pathname: string): boolean {
  if (!user || user.notifications_disabled.length === 0) return false;
  return !onRoute(pathname, HIDDEN_ON);
}
