import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's copy of their data (GDPR art. 15 and 20): requested, built by a job into a ZIP in the
 * photo storage, downloadable until `expiresAt`, then deleted by the purge job (the file by the sweep).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready'] })
      .notNull()
      .default('pending'),
    /** The archive's key in the photo storage once built. */
    file: text('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.expiresAt),
    // The photo sweep asks which stored files an export still names.
    index('data_exports_file_idx').on(t.file),
  ],
);

export type DataExport = typeof dataExports.$inferSelect;
