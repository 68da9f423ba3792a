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

/** A live session: its member and when it ends at the latest. */
export type LiveSession = { user: User; expiresAt: Date };

/**
 * The live session behind a token, or null when expired, idle too long, unknown or deleted.
 * Use is written back at most once an hour, so most requests only read.
 */
export async function findLiveSession(deps: Pick<Container, 'db' | 'reads'>, token: string, now: Date): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  const [row] = await deps.reads.sessionUser.execute({ tokenHash, now, idleSince });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= HOUR_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, expiresAt: row.expiresAt };
}

/** The live member behind a session token, or null (see findLiveSession). */
export async function findSessionUser(deps: Pick<Container, 'db' | 'reads'>, token: string, now: Date): Promise<User | null> {
  return (await findLiveSession(deps, token, now))?.user ?? null;
}

type EndingDeps = Pick<Container, 'db' | 'invalidateCaches'>;

export async function deleteSession(deps: EndingDeps, token: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  await forgetCachedSessions(deps);
}

export async function deleteUserSessions(deps: EndingDeps, userId: number): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.userId, userId));
  await forgetCachedSessions(deps);
}

/**
 * After a session ended (logout, a new login in the browser, a password change or reset, a
 * deletion, a restriction, staff ending them) or a member's language changed: the cached answers
 * (session-cache.ts) ask the database again, here at once and on the other instances as soon as the
 * invalidation channel reaches them. Call it after the change is committed, so that no read in
 * between can cache the old state.
 */
export function forgetCachedSessions(deps: Pick<Container, 'invalidateCaches'>): Promise<void> {
  return deps.invalidateCaches('sessions');
}
