import 'server-only';
import { and, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dataExports, emailTokens, loginAttempts, memberEvents, sessions } from '../db/schema';
import { SESSION_IDLE_DAYS } from '../services/auth/sessions';

const DAY_MS = 86_400_000;
/** Member events are replayed to a reconnecting stream for this long (ARCHITECTURE, Real time). */
export const MEMBER_EVENT_DAYS = 7;

/**
 * Deletes expired or idle sessions, old mailed tokens and login attempts that no rule looks at any more.
 * Tokens stay at least 24 hours past creation: the daily reset-mail limit counts them. A used
 * activation link stays until it would have expired, so opening it again still says that the address
 * is confirmed (services/auth/activate.ts) rather than that the link is unknown. Member events
 * go after a week; a member's counter stays, so their numbering never restarts. Expired data exports
 * go too; the photo sweep then removes their archives.
 */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const idleSince = new Date(now.getTime() - SESSION_IDLE_DAYS * DAY_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
  const usedAndOld = and(isNotNull(emailTokens.usedAt), lt(emailTokens.createdAt, dayAgo), ne(emailTokens.purpose, 'activate'));
  await db.delete(emailTokens).where(or(lt(emailTokens.expiresAt, dayAgo), usedAndOld));
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, dayAgo));
  await db.delete(memberEvents).where(lt(memberEvents.createdAt, new Date(now.getTime() - MEMBER_EVENT_DAYS * DAY_MS)));
  await db.delete(dataExports).where(lt(dataExports.expiresAt, now));
}
