import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { staff } from './staff';

/**
 * A staff member's passkeys (WebAuthn credentials): the second factor beside the TOTP code. The
 * public key is stored as base64url COSE; `counter` is the authenticator's signature counter, which
 * must grow (a cloned key shows as a counter that does not).
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    /** The credential id as the browser reports it (base64url). */
    id: text('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/**
 * A WebAuthn challenge handed out and not yet answered: each is answered once (the row is deleted
 * as it is checked), for one purpose, within a few minutes. Kept in the database so any instance
 * can check the answer.
 */
export const staffWebauthnChallenges = pgTable(
  'staff_webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    /** Null for a login: the browser has not said who it is yet. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'register', 'confirm'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_webauthn_challenges_expiry_idx').on(t.expiresAt)],
);

export type StaffPasskey = typeof staffPasskeys.$inferSelect;
export type WebauthnPurpose = (typeof staffWebauthnChallenges.$inferSelect)['purpose'];
