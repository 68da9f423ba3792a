import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const THROTTLED_MAIL_KINDS = ['new_conversations', 'new_messages', 'like', 'unread_message_reminders'] as const;

/**
 * The last notification mail of a kind a member got about one thing: a conversation (new
 * conversation, new messages), a liker (like), or nothing (0, the unread reminder). The primary key
 * makes the claim an atomic upsert, so two instances never both send. `mark` is what the mail was
 * about (the message id, or the newest unread message a reminder covered): a retried job with the
 * same mark may send again, a newer one waits for the window.
 */
export const mailThrottle = pgTable(
  'mail_throttle',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: THROTTLED_MAIL_KINDS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    mark: bigint('mark', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.subjectId] })],
);

export type ThrottledMailKind = (typeof THROTTLED_MAIL_KINDS)[number];
