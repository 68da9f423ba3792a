import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import { hashToken, newToken } from './tokens';

type Purpose = (typeof emailTokens.$inferSelect)['purpose'];
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

/** Stores a new mailed link (only its hash) and returns the token for the mail. */
export async function issueEmailToken(db: Pick<Db, 'insert'>, userId: number, purpose: Purpose, validHours: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + validHours * HOUR_MS),
  });
  return token;
}
