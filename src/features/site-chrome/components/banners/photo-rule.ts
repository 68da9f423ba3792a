import type { UserDto } from '@/shared/types/api';
import { onRoute } from '@/components/layout/route-match';
import { paths } from '@/shared/paths';

// §4: not shown on profile, signup, activate-done, premium, notifications, directdebit or settings.
const HIDDEN_ON = [
  paths.profile,
  paths.signup.page,
  paths.auth.activateDone,
  paths.premium,
  paths.notifications,
  paths.directDebit.page,
  paths.settings,
] as const;

export const PHOTO_ALERT_DISMISSED_KEY = 'photo-alert-dismissed-at';
/** The spec stores a timestamp; we ask again after a day so a member without a photo is reminded. */
export const PHOTO_ALERT_SNOOZE_MS = 24 * 60 * 60 * 1000;

/** The member has no main photo: the alert's subject. */
export function withoutPhoto(user: UserDto): boolean {
  return !user.profile.main_image;
}

/** §4 profile-photo alert: logged in with no main image, not dismissed recently, not on the listed pages. */
export function showPhotoAlert(user: UserDto | null | undefined, pathname: string, dismissedAt: number | null, now: number): boolean {
  if (!user || !withoutPhoto(user)) return false;
  if (dismissedAt !== null && now - dismissedAt < PHOTO_ALERT_SNOOZE_MS) return false;
  return !onRoute(pathname, HIDDEN_ON);
}
