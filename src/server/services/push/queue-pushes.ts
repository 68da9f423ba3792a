import 'server-only';
import { eq } from 'drizzle-orm';
import type { Container } from '../../container';
import type { DeliveredEvent } from '../../adapters/events/event-bus';
import { pushSubscriptions, users } from '../../db/schema';
import { isPushed } from './push-notification';
import { SEND_PUSH_JOB, type SendPushPayload } from './send-member-push';

async function wantsPush(deps: Pick<Container, 'db' | 'events'>, userId: number): Promise<boolean> {
  if (await deps.events.isConnected(userId)) return false;
  // A subscription, unless the member's switch on /notifications is off (it keeps the subscriptions but
  // sends nothing): one query for both.
  const [row] = await deps.db
    .select({ prefs: users.notificationPrefs })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return Boolean(row) && row.prefs.push !== false;
}

/**
 * After a commit: a message, like or match for a member with no open stream anywhere (and a push
 * subscription) becomes a push job. A member with a stream open hears of it there instead.
 */
export async function queuePushes(deps: Pick<Container, 'db' | 'events' | 'jobs'>, events: DeliveredEvent[]): Promise<void> {
  for (const event of events) {
    if (!isPushed(event) || !(await wantsPush(deps, event.userId))) continue;
    await deps.jobs.enqueue<SendPushPayload>(SEND_PUSH_JOB, { userId: event.userId, seq: event.seq });
  }
}
