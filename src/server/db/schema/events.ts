import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const MEMBER_EVENT_TYPES = ['message', 'read', 'like', 'match', 'credits', 'block', 'chat_deleted'] as const;
export type MemberEventType = (typeof MEMBER_EVENT_TYPES)[number];

/**
 * Every real-time event a member receives, numbered per member: the id of the event stream. A
 * reconnect with Last-Event-ID reads what came after it, so nothing is lost across a reconnect, a
 * deploy or an instance dying. Kept for a week.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type', { enum: MEMBER_EVENT_TYPES }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('member_events_created_idx').on(t.createdAt)],
);

/** The last event number per member; its row lock orders one member's events. */
export const memberEventCounters = pgTable('member_event_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

export type MemberEvent = typeof memberEvents.$inferSelect;
