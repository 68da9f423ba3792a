import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { DELETION_REASONS } from '../../../shared/constants';
import { RESTRICTIONS } from '../../../shared/moderation';

export type TrackingData = { network?: string; ref?: string; sub1?: string; sub2?: string; sub3?: string };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['not_confirmed', 'confirmed'] })
      .notNull()
      .default('not_confirmed'),
    language: text('language'),
    /** The member's IANA time zone (from the browser, or chosen in settings); null: the site's zone. */
    timeZone: text('time_zone'),
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    /** How many of the site's free messages (§1, `free_messages`) a free member has used. */
    freeMessagesUsed: integer('free_messages_used').notNull().default(0),
    notificationsDisabled: jsonb('notifications_disabled').$type<string[]>().notNull().default([]),
    /** The member's choices on /notifications: only what differs from the defaults (all on). */
    notificationPrefs: jsonb('notification_prefs').$type<Record<string, boolean>>().notNull().default({}),
    invisible: boolean('invisible').notNull().default(false),
    pushDeniedAt: timestamp('push_denied_at', { withTimezone: true }),
    tracking: jsonb('tracking').$type<TrackingData>().notNull().default({}),
    signupMessage: text('signup_message'),
    // GDPR art. 9: explicit consent to store orientation and sexual interests.
    specialDataConsentAt: timestamp('special_data_consent_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Why the member left (§3 delete reasons) and their own words; kept for the anonymised row. */
    deletionReason: text('deletion_reason', { enum: DELETION_REASONS }),
    deletionRemarks: text('deletion_remarks'),
    /** Set when the account was erased for good after the regret period; the row stays for orders. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** A moderation decision in force: suspended until `restricted_until`, or banned (no end). */
    restriction: text('restriction', { enum: RESTRICTIONS }),
    restrictedUntil: timestamp('restricted_until', { withTimezone: true }),
    /** The decision behind the restriction (moderation_decisions.id), for the reason and the appeal. */
    restrictionDecisionId: bigint('restriction_decision_id', { mode: 'number' }),
    /** Set when a moderator hid the profile (`hide_profile`): the member can still use the site. */
    moderationHiddenAt: timestamp('moderation_hidden_at', { withTimezone: true }),
    /** When the member confirmed the address (activate.ts); the statistics count activations by it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_site_idx').on(t.siteId),
    // The statistics rollup reads one day of sign-ups and of activations at a time.
    index('users_created_idx').on(t.createdAt),
    index('users_activated_idx')
      .on(t.activatedAt)
      .where(sql`activated_at is not null`),
    // The few hidden accounts, for the lists' anti-join: the predicate is hiddenUser's
    // (src/server/services/members/hidden-members.ts), so that the planner may use the index for it.
    index('users_hidden_idx')
      .on(t.id)
      .where(sql`deleted_at is not null or invisible or restriction is not null or moderation_hidden_at is not null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
