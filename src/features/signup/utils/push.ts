// §3 push state: the browser can do push (service worker + PushManager + Notification) or it cannot.
import { supportsPush } from '@/lib/push-subscription';
import type { PushPermission } from './steps';

/** What the browser says about notifications, or 'unsupported'. */
export function pushPermission(): PushPermission {
  return supportsPush() ? Notification.permission : 'unsupported';
}
