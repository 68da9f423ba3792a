import 'server-only';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashToken, newToken } from './tokens';

export type Purpose = (typeof emailTokens.$inferSelect)['purpose'];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How many links of this kind the member was mailed in the last 24 hours (daily mail limits). */
export async function tokensSentToday(db: Pick<Db, 'select'>, userId: number, purpose: Purpose, now: Date): Promise<number> {
  const [{ sent }] = await db
    .select({ sent: count() })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, new Date(now.getTime() - DAY_MS))));
  return sent;
}

/**
 * Records a link to be mailed and returns its row id. The row counts towards the daily limits at
 * once, but holds the hash of a token nobody knows: the mail job gives it a real token when it
 * sends (armEmailToken), so the token itself is never stored, not even in the job queue.
 */
export async function reserveEmailToken(
  db: Pick<Db, 'insert'>,
  userId: number,
  purpose: Purpose,
  validHours: number,
  now: Date,
  payload: Record<string, string> = {},
): Promise<number> {
  const [row] = await db
    .insert(emailTokens)
    .values({
      userId,
      purpose,
      payload,
      tokenHash: hashToken(newToken()),
      createdAt: now,
      expiresAt: new Date(now.getTime() + validHours * HOUR_MS),
    })
    .returning({ id: emailTokens.id });
  return row.id;
}

/**
 * Gives a reserved link a fresh token and returns it with the row, or null when the link was used,
 * expired or purged meanwhile. A retried mail arms the row again, so only the newest mailed link works.
 */
export async function armEmailToken(db: Pick<Db, 'update'>, id: number, now: Date) {
  const token = newToken();
  const [row] = await db
    .update(emailTokens)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId, purpose: emailTokens.purpose, payload: emailTokens.payload });
  return row ? { ...row, token } : null;
}
