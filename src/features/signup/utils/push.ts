// §3 push state: the browser can do push (service worker + PushManager + Notification) or it cannot.
import type { PushPermission } from './steps';

// Subscribing is shared with the settings page's push section.
export { applicationServerKey, subscribePush } from '@/lib/push-subscription';

/** What the browser says about notifications, or 'unsupported'. */
export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}
