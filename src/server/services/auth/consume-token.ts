import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashToken } from './tokens';

type Purpose = (typeof emailTokens.$inferSelect)['purpose'];

/**
 * Marks a mailed token used and returns its row, or null when unknown, expired or already used.
 * The conditional update makes a double click use the token once.
 */
export async function consumeEmailToken(db: Db, token: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
