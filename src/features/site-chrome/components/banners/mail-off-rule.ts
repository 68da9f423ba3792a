import type { UserDto } from '@/shared/types/api';
import { onRoute } from '@/components/layout/route-match';
import { paths } from '@/shared/paths';

// §4: hidden on settings and notifications.
const HIDDEN_ON = [paths.settings, paths.notifications] as const;

/** Mail to the member stopped for some reason (fbl, bounce, listunsubscribe): the alert's subject. */
export function mailStopped(user: UserDto): boolean {
  return user.notifications_disabled.length > 0;
}

/** §4 disabled-notifications alert: mail stopped, and not on the pages above. */
export function showMailOffAlert(user: UserDto | null | undefined, pathname: string): boolean {
  if (!user || !mailStopped(user)) return false;
  return !onRoute(pathname, HIDDEN_ON);
}
