import 'server-only';
import { sendLikeMail } from './like-mail';
import { sendMessageMail } from './message-mail';
import { sendUnreadReminder } from './unread-reminders';
import type { NotificationMailDeps, NotificationMailPayload } from './notification-mail-payload';

/** The job: each mail checks again whether it may go (switches, blocks, presence) when it runs. */
export async function sendNotificationMail(deps: NotificationMailDeps, payload: NotificationMailPayload): Promise<void> {
  if (payload.kind === 'message') return sendMessageMail(deps, payload.userId, payload.messageId);
  if (payload.kind === 'like') return sendLikeMail(deps, payload.userId, payload.likerId);
  return sendUnreadReminder(deps, payload.userId, payload.upToMessageId);
}
