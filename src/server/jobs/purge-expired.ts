import 'server-only';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens, loginAttempts, sessions } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * Deletes expired sessions, old mailed tokens and login attempts that no rule looks at any more.
 * Tokens stay at least 24 hours past creation: the daily reset-mail limit counts them.
 */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, dayAgo), and(isNotNull(emailTokens.usedAt), lt(emailTokens.createdAt, dayAgo))));
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, dayAgo));
}
