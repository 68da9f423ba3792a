import 'server-only';
import { and, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Container } from '../../container';
import type { Db } from '../../db/client';
import { blocks, conversationMembers, mailThrottle, messages, users } from '../../db/schema';
import { sendTemplateMail } from '../mail/send-mail';
import { claimMail } from './claim-mail';
import { mailRecipient } from './mail-recipient';
import { NOTIFICATION_MAIL_JOB, type NotificationMailDeps, type NotificationMailPayload } from './notification-mail-payload';

export const UNREAD_REMINDERS_JOB = 'unread-message-reminders';
/** A message unread this long earns its recipient a reminder. */
export const UNREAD_REMINDER_AFTER_MS = 24 * 3_600_000;
/** Members reminded per run; the rest follow on the next run. */
const BATCH = 500;

// The sender still has an account that is not suspended or banned, and there is no block either way
// (the chat list shows neither).
const fromVisibleSender = sql`exists (select 1 from ${users} sender where sender.id = ${messages.senderId} and sender.deleted_at is null and sender.restriction is null)
  and not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${conversationMembers.userId} and ${blocks.blockedId} = ${messages.senderId})
    or (${blocks.blockerId} = ${messages.senderId} and ${blocks.blockedId} = ${conversationMembers.userId}))`;

// Messages the member has not read, in chats they did not delete, from members they can still see.
const unreadFor = (userId: number) =>
  and(eq(conversationMembers.hidden, false), gt(messages.seq, conversationMembers.lastReadSeq), eq(messages.recipientId, userId), fromVisibleSender);

const reminded = and(eq(mailThrottle.userId, conversationMembers.userId), eq(mailThrottle.kind, 'unread_message_reminders'), eq(mailThrottle.subjectId, 0));

/**
 * Per member with a message unread for a day that no reminder covered yet: the newest such message.
 * Switched-off members are left out; so are those already reminded, so a batch always holds news.
 */
async function dueMembers(db: Db, before: Date) {
  return db
    .select({ userId: conversationMembers.userId, upTo: max(messages.id) })
    .from(conversationMembers)
    .innerJoin(messages, and(eq(messages.conversationId, conversationMembers.conversationId), eq(messages.recipientId, conversationMembers.userId)))
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .leftJoin(mailThrottle, reminded)
    .where(
      and(
        gt(conversationMembers.unreadCount, 0),
        eq(conversationMembers.hidden, false),
        gt(messages.seq, conversationMembers.lastReadSeq),
        lte(messages.createdAt, before),
        sql`${users.deletedAt} is null and ${users.restriction} is null and ${users.status} = 'confirmed' and jsonb_array_length(${users.notificationsDisabled}) = 0`,
        sql`(${users.notificationPrefs} ->> 'unread_message_reminders') is distinct from 'false'`,
        fromVisibleSender,
      ),
    )
    .groupBy(conversationMembers.userId)
    .having(sql`max(${messages.id}) > coalesce(max(${mailThrottle.mark}), 0)`)
    .limit(BATCH);
}

/**
 * The periodic job (once per cluster): claims a reminder for each member whose messages have waited
 * a day, and queues its mail. The claim moves the member's mark to the newest message covered, so
 * the same unread messages are never reminded of twice; a later message unread for a day is.
 */
export async function queueUnreadReminders(deps: Pick<Container, 'db' | 'jobs' | 'clock'>): Promise<number> {
  const now = deps.clock();
  let queued = 0;
  for (const { userId, upTo } of await dueMembers(deps.db, new Date(now.getTime() - UNREAD_REMINDER_AFTER_MS))) {
    if (upTo === null) continue;
    const claimed = await claimMail(deps.db, { userId, kind: 'unread_message_reminders', subjectId: 0, mark: upTo, now, windowMs: null });
    if (!claimed) continue;
    await deps.jobs.enqueue<NotificationMailPayload>(NOTIFICATION_MAIL_JOB, { kind: 'unread_message_reminders', userId, upToMessageId: upTo });
    queued += 1;
  }
  return queued;
}

async function unreadCount(db: Db, userId: number, upTo: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationMembers)
    .innerJoin(messages, eq(messages.conversationId, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.userId, userId), unreadFor(userId), lte(messages.id, upTo)));
  return row?.n ?? 0;
}

/** The reminder mail: how many messages wait, with a link to the chats. Nothing when they were read meanwhile. */
export async function sendUnreadReminder(deps: NotificationMailDeps, userId: number, upTo: number): Promise<void> {
  const recipient = await mailRecipient(deps, userId, 'unread_message_reminders', null);
  const unread = recipient ? await unreadCount(deps.db, userId, upTo) : 0;
  if (!recipient || unread === 0) return;
  await sendTemplateMail(
    { mailer: deps.mailer, siteName: recipient.siteName },
    recipient.email,
    recipient.locale,
    'unreadReminder',
    { name: recipient.name, count: unread, link: `${recipient.origin}/chats` },
    recipient.unsubscribe,
  );
}
