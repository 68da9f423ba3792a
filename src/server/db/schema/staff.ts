import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { sites } from './sites';
import { conversations } from './chat';
import { STAFF_ROLES } from '../../../shared/staff/roles';

/**
 * The people who run the sites: not members, with their own login (password and a one-time code),
 * role and scope. Empty `siteIds` or `languages` mean every site or every language.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    siteIds: integer('site_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Base32 TOTP secret (RFC 6238): shown once at enrolment. */
    totpSecret: text('totp_secret').notNull(),
    /** The last accepted code's time step: a code is accepted once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`)],
);

/** A staff login: the cookie's token as its SHA-256, 12 hours at most, 1 hour idle. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a one-time code was last checked in this session: money and ban actions need a recent one. */
    codeCheckedAt: timestamp('code_checked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff action that changes data, append-only (a trigger refuses UPDATE and DELETE) and
 * hash-chained: `hash` covers the row and the previous row's hash, so a removed or edited row shows.
 * Members are named by id only, so the trail outlives their erasure pseudonymised.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for actions taken on the command line (`npm run staff`). */
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('staff_audit_staff_idx').on(t.staffId, t.id), index('staff_audit_target_idx').on(t.targetType, t.targetId)],
);

/**
 * The operator inbox: a conversation waits here from a member's first unanswered message to a
 * fictional profile until the profile replies. A claim gives one operator the right to answer.
 */
export const operatorQueue = pgTable(
  'operator_queue',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    language: text('language').notNull(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    claimedBy: integer('claimed_by').references(() => staff.id),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('operator_queue_waiting_idx').on(t.siteId, t.waitingSince),
    index('operator_queue_claims_idx')
      .on(t.claimedBy)
      .where(sql`claimed_by is not null`),
  ],
);

/** One answered wait: who answered, how long the member waited, for the inbox's figures. */
export const operatorReplies = pgTable(
  'operator_replies',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    conversationId: integer('conversation_id').notNull(),
    waitedSeconds: integer('waited_seconds').notNull(),
    targetSeconds: integer('target_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_replies_site_idx').on(t.siteId, t.createdAt)],
);

/** Notes about a member shared by the operators of a site. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);

/** Ready answers per site and language, for the operators. */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('canned_replies_site_idx').on(t.siteId, t.language)],
);

/** How an operator plays a fictional profile: character, history, style. Never shown to members. */
export const personaSheets = pgTable('persona_sheets', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sheet: text('sheet').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Staff = typeof staff.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
export type OperatorQueueRow = typeof operatorQueue.$inferSelect;
