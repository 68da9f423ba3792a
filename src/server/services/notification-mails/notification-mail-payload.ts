import 'server-only';
import type { Container } from '../../container';

export const NOTIFICATION_MAIL_JOB = 'send-notification-mail';

/**
 * What a notification mail is about, by id only: the queue (pg-boss keeps finished jobs a week)
 * holds no address, token or message text. The job reads everything else when it runs.
 */
export type NotificationMailPayload =
  | { kind: 'message'; userId: number; messageId: number }
  | { kind: 'like'; userId: number; likerId: number }
  | { kind: 'unread_message_reminders'; userId: number; upToMessageId: number };

export type NotificationMailDeps = Pick<Container, 'db' | 'caches' | 'mailer' | 'events' | 'publicUrl' | 'serverPort' | 'clock'>;
