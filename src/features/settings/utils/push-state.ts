import { hasPushSubscription, supportsPush } from '@/lib/push-subscription';

/** §3 push state of this browser as the settings page shows it. */
export type PushState = 'unknown' | 'capable' | 'subscribed' | 'denied';

/** Reads the state: 'unknown' when the browser cannot do push; subscribed only while the member's switch is on. */
export async function readPushState(pushOn: boolean): Promise<PushState> {
  if (!supportsPush()) return 'unknown';
  if (Notification.permission === 'denied') return 'denied';
  return pushOn && Notification.permission === 'granted' && (await hasPushSubscription()) ? 'subscribed' : 'capable';
}
