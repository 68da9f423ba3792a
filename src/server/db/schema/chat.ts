import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One conversation per pair of members (userA < userB). `lastSeq` is the conversation's monotonic
 * sequence: every message takes the next number, so paging and "read up to" are exact.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_pair_unique').on(t.userA, t.userB), index('conversations_started_by_idx').on(t.startedBy)],
);

/**
 * Each member's side of a conversation. Deleting a chat hides it for this member only and hides the
 * messages up to `clearedSeq`; a later message shows the conversation again.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    clearedSeq: integer('cleared_seq').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_list_idx')
      .on(t.userId, t.lastMessageAt.desc())
      .where(sql`not hidden`),
    // The unread-reminder job looks only at chats with unread messages.
    index('conversation_members_unread_idx')
      .on(t.userId)
      .where(sql`unread_count > 0`),
  ],
);

export type MessagePhoto = { filename: string; thumb_filename: string; width: number; height: number };

/**
 * A message: text, a gift (slug of the catalogue) or a photo. (senderId, nonce) is unique, so a
 * retried send is stored and charged once.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['text', 'gift', 'photo'] }).notNull(),
    text: text('text'),
    gift: text('gift'),
    photoFilename: text('photo_filename'),
    photoThumbFilename: text('photo_thumb_filename'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    nonce: uuid('nonce').notNull(),
    credits: integer('credits').notNull().default(0),
    /** Sent for free (a free member's free messages, §1). */
    free: boolean('free').notNull().default(false),
    /** Sent to a fictional profile: waits in the operator inbox. */
    toFictional: boolean('to_fictional').notNull().default(false),
    /** The operator who wrote this reply of a fictional profile (staff id); null for members' messages. */
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_unique').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_nonce_unique').on(t.senderId, t.nonce),
    // The statistics rollup counts one day of messages at a time.
    index('messages_created_idx').on(t.createdAt),
    index('messages_fictional_inbox_idx')
      .on(t.createdAt)
      .where(sql`to_fictional`),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type ConversationMember = typeof conversationMembers.$inferSelect;
export type Message = typeof messages.$inferSelect;
