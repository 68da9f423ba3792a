import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';
import { orders } from './payments';

/**
 * The days a member used the site while logged in: one row per member and (UTC) day, written at most
 * once a day per process (record-member-day.ts). The site is copied in so the daily count needs no join.
 */
export const memberDays = pgTable(
  'member_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] }), index('member_days_day_site_idx').on(t.day, t.siteId)],
);

export const REVERSAL_KINDS = ['refund', 'chargeback'] as const;
export type ReversalKind = (typeof REVERSAL_KINDS)[number];

/**
 * Money that went back after a payment, on the day it went back: a refund (each increase of the
 * order's refunded amount) or a chargeback. Append-only, so a day's revenue, once past, stays true.
 */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVERSAL_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_reversals_created_idx').on(t.createdAt), index('payment_reversals_order_idx').on(t.orderId)],
);

/** One (UTC) day of one site, as the rollup job counted it (docs/operations.md, statistics). */
export const statsDaily = pgTable(
  'stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    signups: integer('signups').notNull().default(0),
    activations: integer('activations').notNull().default(0),
    firstPurchases: integer('first_purchases').notNull().default(0),
    purchases: integer('purchases').notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
    messagesMember: integer('messages_member').notNull().default(0),
    messagesFictional: integer('messages_fictional').notNull().default(0),
    messagesOperator: integer('messages_operator').notNull().default(0),
    /** Members activated on this day, and how many of them were active 7 and 30 days later. */
    cohortSize: integer('cohort_size').notNull().default(0),
    retained7: integer('retained_7').notNull().default(0),
    retained30: integer('retained_30').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.siteId] })],
);

/** A day's money of one site per payment country, method and currency, in cents. */
export const statsDailyRevenue = pgTable(
  'stats_daily_revenue',
  {
    day: date('day', { mode: 'string' }).notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    grossCents: integer('gross_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    chargedBackCents: integer('charged_back_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.siteId, t.country, t.method, t.currency] })],
);

export type StatsDailyRow = typeof statsDaily.$inferSelect;
export type StatsDailyRevenueRow = typeof statsDailyRevenue.$inferSelect;
