import 'server-only';
import type { Container } from '../../container';
import { sendLikeMail } from './like-mail';
import { sendMessageMail } from './message-mail';
import { sendUnreadReminder } from './unread-reminders';

export const NOTIFICATION_MAIL_JOB = 'send-notification-mail';

/**
 * What a notification mail is about, by id only: the queue (pg-boss keeps finished jobs a week)
 * holds no address, token or message text. The job reads everything else when it runs.
 */
export type NotificationMailPayload =
  | { kind: 'message'; userId: number; messageId: number }
  | { kind: 'like'; userId: number; likerId: number }
  | { kind: 'unread_message_reminders'; userId: number; upToMessageId: number };

export type NotificationMailDeps = Pick<Container, 'db' | 'mailer' | 'events' | 'publicUrl' | 'clock'>;

/** The job: each mail checks again whether it may go (switches, blocks, presence) when it runs. */
export async function sendNotificationMail(deps: NotificationMailDeps, payload: NotificationMailPayload): Promise<void> {
  if (payload.kind === 'message') return sendMessageMail(deps, payload.userId, payload.messageId);
  if (payload.kind === 'like') return sendLikeMail(deps, payload.userId, payload.likerId);
  return sendUnreadReminder(deps, payload.userId, payload.upToMessageId);
}
