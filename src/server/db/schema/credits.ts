import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const CREDIT_KINDS = ['signup_bonus', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'bonus', 'adjustment'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/**
 * Credits are money: an append-only ledger. (source, reference) is unique, so no retry or repeated
 * webhook counts twice; users.credits changes only in the same transaction as its row.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_ledger_source_reference_unique').on(t.source, t.reference), index('credit_ledger_user_idx').on(t.userId, t.createdAt)],
);

export type CreditLedgerRow = typeof creditLedger.$inferSelect;
