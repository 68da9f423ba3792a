import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { sites } from './sites';
import { reports } from './social';
import { photos } from './profiles';
import { staff } from './staff';
import { APPEAL_OUTCOMES, DECISION_ACTIONS, DECISION_STATES, NOTICE_GROUNDS, type ReportSnapshot } from '../../../shared/moderation';

/**
 * A moderator's decision about a member, the record behind the statement of reasons (DSA art. 17):
 * what was decided, on which ground and why, until when, who decided and who confirmed a ban, and the
 * member's one appeal with its outcome. Kept when the member is erased (member id set null).
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The statement's public reference (`D-` and 10 Crockford base32 characters), as reports have `N-…`. */
    reference: text('reference').notNull().unique(),
    reportId: bigint('report_id', { mode: 'number' }).references(() => reports.id, { onDelete: 'set null' }),
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    siteId: integer('site_id').references(() => sites.id),
    /** The language the member's statement of reasons is written in. */
    language: text('language').notNull().default('en'),
    action: text('action', { enum: DECISION_ACTIONS }).notNull(),
    /** The rule the decision rests on, in the queue's vocabulary. */
    ground: text('ground', { enum: NOTICE_GROUNDS }).notNull().default('other'),
    /** The moderator's explanation, quoted in the statement of reasons. */
    reason: text('reason').notNull(),
    days: integer('days'),
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    state: text('state', { enum: DECISION_STATES }).notNull().default('in_force'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** What was decided about, as it was then: kept as evidence when the member changes or deletes it. */
    evidence: jsonb('evidence').$type<ReportSnapshot>().notNull().default({}),
    decidedBy: integer('decided_by')
      .notNull()
      .references(() => staff.id),
    confirmedBy: integer('confirmed_by').references(() => staff.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealOutcome: text('appeal_outcome', { enum: APPEAL_OUTCOMES }),
    appealReason: text('appeal_reason'),
    appealDecidedBy: integer('appeal_decided_by').references(() => staff.id),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_decisions_member_idx').on(t.memberId),
    index('moderation_decisions_report_idx').on(t.reportId),
    // The two short queues: bans waiting for a second moderator, appeals waiting for an answer.
    index('moderation_decisions_pending_idx')
      .on(t.createdAt)
      .where(sql`state = 'pending_confirmation'`),
    index('moderation_decisions_appeal_idx')
      .on(t.appealedAt)
      .where(sql`appealed_at is not null and appeal_outcome is null`),
  ],
);

export type ModerationDecision = typeof moderationDecisions.$inferSelect;

/**
 * Addresses that may not sign up again because their account was banned: a SHA-256 of the normalised
 * address, so that the ban outlives the account's erasure without keeping the address itself.
 */
export const bannedAddresses = pgTable('banned_addresses', {
  addressHash: text('address_hash').primaryKey(),
  decisionId: bigint('decision_id', { mode: 'number' }).references(() => moderationDecisions.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
