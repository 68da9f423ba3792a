import 'server-only';
import type { Container } from '../../container';
import type { DeliveredEvent } from '../../adapters/events/event-bus';
import { NOTIFICATION_MAIL_JOB, type NotificationMailPayload } from './notification-mail-payload';
import type { MemberEventPayloads } from '@/shared/types/social';

/** The mail an event may lead to: a message someone else sent the member, or a like. */
function mailFor(event: DeliveredEvent): NotificationMailPayload | null {
  if (event.type === 'like') return { kind: 'like', userId: event.userId, likerId: (event.payload as MemberEventPayloads['like']).profile.id };
  if (event.type !== 'message') return null;
  const { message } = event.payload as MemberEventPayloads['message'];
  return message.sender_id === event.userId ? null : { kind: 'message', userId: event.userId, messageId: message.id };
}

/**
 * After a commit: each message and like becomes a mail job. Whether it is mailed (switches, blocks,
 * presence, the hourly limit) is decided by the job, so a retry decides the same way.
 */
export async function queueNotificationMails(deps: Pick<Container, 'jobs'>, events: DeliveredEvent[]): Promise<void> {
  for (const event of events) {
    const payload = mailFor(event);
    if (payload) await deps.jobs.enqueue<NotificationMailPayload>(NOTIFICATION_MAIL_JOB, payload);
  }
}
