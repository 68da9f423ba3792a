import 'server-only';
import type { EventBus } from '../../../adapters/events/event-bus';

/** The bus channel of the operator inbox: no member has id 0. */
export const INBOX_CHANNEL = 0;

/**
 * Tells every open staff stream, on every instance, that a site's queue changed (a member wrote, a
 * claim was taken or ended, a reply went out); the inbox reads the queue again. Best effort: the
 * inbox also reloads on reconnect, so a lost signal delays the view only until then.
 */
export async function signalInboxChange(events: EventBus, siteId: number): Promise<void> {
  await events.publish([{ userId: INBOX_CHANNEL, seq: 0, type: 'inbox', payload: { site_id: siteId } }]).catch(() => {});
}
