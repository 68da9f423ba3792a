import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashToken } from './tokens';

type Purpose = (typeof emailTokens.$inferSelect)['purpose'];

function validToken(token: string, purpose: Purpose, now: Date) {
  return and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now));
}

/** A mailed token that is still usable, found by its SHA-256 (cheap), without using it up. */
export async function findEmailToken(db: Db, token: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(validToken(token, purpose, now))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a mailed token used and returns its row, or null when unknown, expired or already used.
 * The conditional update makes a double click use the token once.
 */
export async function consumeEmailToken(db: Pick<Db, 'update'>, token: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(validToken(token, purpose, now))
    .returning();
  return row ?? null;
}
