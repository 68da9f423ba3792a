import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's copy of their data (GDPR art. 15 and 20): requested, built by a job into a ZIP under
 * DATA_DIR/exports, downloadable until `expiresAt`, then deleted by the purge job.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready'] }).notNull().default('pending'),
    /** The archive's file name under DATA_DIR/exports once built. */
    file: text('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_expires_idx').on(t.expiresAt)],
);

export type DataExport = typeof dataExports.$inferSelect;
