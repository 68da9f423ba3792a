import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type User } from '../../db/schema';
import { AUTH_COOKIE_DAYS } from '@/shared/constants';
import { hashToken, newToken } from './tokens';

const DAY_MS = 86_400_000;

/** Starts a session and returns the cookie token (a new one at every login). */
export async function createSession(db: Db, userId: number, userAgent: string | null, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(now.getTime() + AUTH_COOKIE_DAYS * DAY_MS),
  });
  return token;
}

/** The live member behind a session token, or null when expired, unknown or deleted. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
    .limit(1);
  return row?.user ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
