import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in payment simulator's own payments (the stand-in for a provider's records), kept in the
 * database so an open checkout and its webhook retries survive a restart.
 */
export const simulatorPayments = pgTable('simulator_payments', {
  id: text('id').primaryKey(),
  orderId: integer('order_id'),
  status: text('status').notNull().default('open'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  locale: text('locale').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  chargedBackCents: integer('charged_back_cents').notNull().default(0),
  /** Webhook deliveries so far (success or not), for the operator and the tests. */
  webhookCalls: integer('webhook_calls').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SimulatorPayment = typeof simulatorPayments.$inferSelect;
