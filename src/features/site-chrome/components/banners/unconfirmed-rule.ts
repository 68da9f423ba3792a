import type { UserDto } from '@/shared/types/api';
import { onRoute } from '@/components/layout/route-match';
import { paths } from '@/shared/paths';

// §4: not shown on signup, settings or notifications.
const HIDDEN_ON = [paths.signup.page, paths.settings, paths.notifications] as const;

/** Status not_confirmed and profile status disabled: the reminder's subject. */
export function unconfirmedAccount(user: UserDto): boolean {
  return user.status === 'not_confirmed' && user.profile.status === 'disabled';
}

/**
 * §4 unconfirmed-account reminder: logged in, no notifications disabled, status not_confirmed and
 * profile status disabled.
 */
export function showUnconfirmedReminder(user: UserDto | null | undefined, pathname: string): boolean {
  if (!user) return false;
  if (user.notifications_disabled.length > 0) return false;
  if (!unconfirmedAccount(user)) return false;
  return !onRoute(pathname, HIDDEN_ON);
}

/** §4: the query that tells the page signup just finished (src/shared/paths.ts, signup.done). */
export const SIGNUP_COMPLETE_PARAM = 'api_signup_complete';

/** §4: a modal instead of an alert when the api_signup_complete query was set, on a smartphone. */
export function unconfirmedAsModal(signupJustCompleted: boolean, isPhone: boolean): boolean {
  return isPhone && signupJustCompleted;
}

/** The address without api_signup_complete, so a reload or a shared link does not say it again. */
export function withoutSignupCompleteParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(SIGNUP_COMPLETE_PARAM);
  return url.pathname + url.search + url.hash;
}
