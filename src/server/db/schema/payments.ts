import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './users';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '../../../shared/payments';
import { DISCOUNT_KINDS } from '../../../shared/discounts';

export { PAYMENT_METHODS, ORDER_STATUSES, type PaymentMethod, type OrderStatus };

/** A credit package of a site for one payment country (§2 /credits, §9 intro offer). Prices in cents. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The intro offer (trial package): once per member, shown first. */
    isIntro: boolean('is_intro').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('packages_site_country_idx').on(t.siteId, t.country)],
);

/**
 * One purchase attempt. `idempotencyKey` (client key) makes a retried order one order; the provider's
 * id is unique per provider, and the ledger grant is keyed by (provider, provider payment id).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    credits: integer('credits').notNull(),
    /** What the member pays, after any discount, in cents of `currency`. */
    amountCents: integer('amount_cents').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    discountCode: text('discount_code'),
    idempotencyKey: text('idempotency_key'),
    checkoutUrl: text('checkout_url'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Credits a chargeback could not take back because they were spent (owed by the member). */
    creditsOwed: integer('credits_owed').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_provider_payment_unique').on(t.provider, t.providerPaymentId),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The statistics rollup reads one day of payments at a time.
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`paid_at is not null`),
    index('orders_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('open', 'pending')`),
  ],
);

/** Discount codes (§3): per site and country (null = every country), a percentage above a minimum. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    percentage: integer('percentage').notNull(),
    minimumCents: integer('minimum_cents').notNull().default(0),
    country: text('country'),
    /**
     * The welcome discount and the time bonus are codes of their own kind; a retention code (the
     * deletion flow's offer) applies only to members it was granted to (`discount_grants`).
     */
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull().default('code'),
    paymentMethods: text('payment_methods').array(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** At most this many members may hold or have used the code at once (null: no cap). */
    maxUses: integer('max_uses'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('discount_codes_site_code_unique').on(t.siteId, sql`upper(${t.code})`)],
);

/**
 * A code held or used by a member. A row counts while it is not released and its order is paid,
 * pending, or open within its checkout's lifetime (discount-holds.ts); a failed, canceled or expired
 * order frees it. Keyed by the code's text, so a code is once per member on every site (§5 'Code
 * reeds gebruikt'): the unique index holds one live row per member and code.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    /** upper(code): the same code on two sites is one code to the member. */
    codeKey: text('code_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_redemptions_live_user_code_unique')
      .on(t.userId, t.codeKey)
      .where(sql`released_at is null`),
    index('discount_redemptions_live_code_idx')
      .on(t.codeId)
      .where(sql`released_at is null`),
    index('discount_redemptions_order_idx').on(t.orderId),
  ],
);

/** A personal code given to one member until a time: the deletion flow's retention discount. */
export const discountGrants = pgTable(
  'discount_grants',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_grants_user_code_unique').on(t.userId, t.codeId)],
);

/** Webhook calls as received, for audit and for the provider's retries (nothing in them is trusted). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.provider, t.providerPaymentId)],
);

/** Direct-debit state per member (§3 SDD, §6, §8): barred accounts and the per-account limit. */
export const directDebitAccounts = pgTable('direct_debit_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  barred: boolean('barred').notNull().default(false),
  /** Most a member may pay by direct debit within 30 days, in cents. */
  limitCents: integer('limit_cents').notNull().default(10_000),
  /** The mandate as given: holder, IBAN, address (the IBAN is personal data: never logged). */
  mandate: jsonb('mandate').$type<Record<string, string>>(),
  mandateAt: timestamp('mandate_at', { withTimezone: true }),
});

/** One-time codes sent by SMS for direct debit; stored as a hash, a few attempts each. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

export type Package = typeof packages.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type DiscountCode = typeof discountCodes.$inferSelect;
export type DiscountGrant = typeof discountGrants.$inferSelect;
