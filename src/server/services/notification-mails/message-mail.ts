import 'server-only';
import { and, eq } from 'drizzle-orm';
import { conversationMembers, messages } from '../../db/schema';
import { sendTemplateMail } from '../mail/send-mail';
import { claimMail } from './claim-mail';
import { mailRecipient } from './mail-recipient';
import { senderName } from './sender-name';
import type { NotificationMailDeps } from './notification-mail-payload';

/** At most one new-message mail per conversation per member in this window. */
export const NEW_MESSAGE_MAIL_WINDOW_MS = 3_600_000;

async function unreadMessage(deps: NotificationMailDeps, userId: number, messageId: number) {
  const [row] = await deps.db
    .select({ message: messages, lastReadSeq: conversationMembers.lastReadSeq })
    .from(messages)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)))
    .where(and(eq(messages.id, messageId), eq(messages.recipientId, userId)));
  return row && row.lastReadSeq < row.message.seq ? row.message : null;
}

/**
 * The mail about a message the member received: the first message of a conversation is a new
 * conversation (once per conversation), a later one a new message (once an hour per conversation,
 * and not while the member has the site open: the stream shows it to them already).
 */
export async function sendMessageMail(deps: NotificationMailDeps, userId: number, messageId: number): Promise<void> {
  const message = await unreadMessage(deps, userId, messageId);
  if (!message) return;
  const kind = message.seq === 1 ? 'new_conversations' : 'new_messages';
  if (kind === 'new_messages' && (await deps.events.isConnected(userId))) return;
  const recipient = await mailRecipient(deps, userId, kind, message.senderId);
  const sender = recipient && (await senderName(deps.db, message.senderId, recipient));
  if (!recipient || !sender) return;
  const now = deps.clock();
  const claim = { userId, subjectId: message.conversationId, mark: message.id, now };
  const window = kind === 'new_conversations' ? null : NEW_MESSAGE_MAIL_WINDOW_MS;
  if (!(await claimMail(deps.db, { ...claim, kind, windowMs: window }))) return;
  // The opening mail also opens the hour: a quick second message does not mail again.
  if (kind === 'new_conversations') await claimMail(deps.db, { ...claim, kind: 'new_messages', windowMs: NEW_MESSAGE_MAIL_WINDOW_MS });
  const template = kind === 'new_conversations' ? 'newConversation' : 'newMessage';
  await sendTemplateMail(
    { mailer: deps.mailer, siteName: recipient.siteName },
    recipient.email,
    recipient.locale,
    template,
    { name: recipient.name, sender, link: `${recipient.origin}/chats/${message.conversationId}` },
    recipient.unsubscribe,
  );
}
