import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { emailTokens } from '../../db/schema';

/**
 * The links that act on an account as it was when they were mailed: a reset link to the address
 * on file, an activation link for it, a link confirming a new address. The reactivation link is
 * not among them: it is what brings a deleted account back.
 */
const ACCOUNT_LINKS = ['activate', 'reset_password', 'mail_change'] as const;

/**
 * Ends every unused mailed link of the account (marked used, so the mail job never arms one that
 * was still queued). Called, in the same transaction, wherever the address or the password changes
 * and where the account is deleted: a link in an old inbox, or one that was mailed before the
 * password was changed because someone else knew it, must not act on the account afterwards.
 */
export async function revokeMailedLinks(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, [...ACCOUNT_LINKS]), isNull(emailTokens.usedAt)));
}
