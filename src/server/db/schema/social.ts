import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { sites } from './sites';
import { NOTICE_GROUNDS, NOTICE_SUBJECTS, REPORT_SOURCES, type ReportSnapshot } from '../../../shared/moderation';

/** One member liking another; a like both ways is a match. `isNew` is the liked member's unseen flag (§3 like_new). */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isNew: boolean('is_new').notNull().default(true),
    /** Where it was given: profile, search tile, swipe game, match finder. */
    source: text('source', { enum: ['profile', 'swipe', 'finder'] })
      .notNull()
      .default('profile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.likerId, t.likedId] }), index('likes_liked_idx').on(t.likedId, t.createdAt)],
);

/** What a member decided on a swipe card, so a card is not shown twice; likes also count for §9's daily limit. */
export const swipeDecisions = pgTable(
  'swipe_decisions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['like', 'pass'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetId] }), index('swipe_decisions_day_idx').on(t.userId, t.decision, t.createdAt)],
);

/** A block works both ways: neither member can view or contact the other (§6). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/**
 * The moderation queue: members' reports (POST /api/report.php) and anyone's notices (POST
 * /api/complaint.php) in one table. `reason` keeps the sender's own word (a member's report reason);
 * `ground` is the queue's common reason the ranking reads. `snapshot` holds the reported content as
 * it was, so the evidence outlives the member changing or deleting it.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source', { enum: REPORT_SOURCES }).notNull().default('member'),
    siteId: integer('site_id').references(() => sites.id),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    notifierEmail: text('notifier_email'),
    language: text('language').notNull().default('en'),
    subject: text('subject', { enum: NOTICE_SUBJECTS }).notNull().default('profile'),
    reportedId: integer('reported_id').references(() => users.id, { onDelete: 'set null' }),
    location: text('location').notNull().default(''),
    reason: text('reason').notNull(),
    ground: text('ground', { enum: NOTICE_GROUNDS }).notNull().default('other'),
    text: text('text').notNull().default(''),
    reference: text('reference').unique(),
    status: text('status', { enum: ['open', 'decided'] })
      .notNull()
      .default('open'),
    snapshot: jsonb('snapshot').$type<ReportSnapshot>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
    index('reports_reported_idx').on(t.reportedId),
  ],
);

export type Report = typeof reports.$inferSelect;
