import 'server-only';
import { eq } from 'drizzle-orm';
import type { Container } from '../../container';
import type { Db } from '../../db/client';
import { sessions, type User } from '../../db/schema';
import { AUTH_COOKIE_DAYS } from '@/shared/constants';
import { hashToken, newToken } from './tokens';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A session unused this long ends, even within its 30 days (§9). */
export const SESSION_IDLE_DAYS = 7;

/** Starts a session and returns the cookie token (a new one at every login). */
export async function createSession(db: Db, userId: number, userAgent: string | null, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + AUTH_COOKIE_DAYS * DAY_MS),
  });
  return token;
}

/**
 * The live member behind a session token, or null when expired, idle too long, unknown or deleted.
 * Use is written back at most once an hour, so most requests only read.
 */
export async function findSessionUser(deps: Pick<Container, 'db' | 'reads'>, token: string, now: Date): Promise<User | null> {
  const tokenHash = hashToken(token);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  const [row] = await deps.reads.sessionUser.execute({ tokenHash, now, idleSince });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= HOUR_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
