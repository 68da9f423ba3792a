import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { staff, staffSessions, type Staff } from '../../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@/shared/staff/roles';

const MINUTE_MS = 60_000;
/** Use is written back at most this often, so most requests only read. */
const TOUCH_MS = MINUTE_MS;

export type StaffSession = { tokenHash: string; staff: Staff; codeCheckedAt: Date };

/** Starts a staff session (12 hours at most) and returns the cookie token. */
export async function createStaffSession(db: Db, staffId: number, userAgent: string | null, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    codeCheckedAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * MINUTE_MS),
  });
  return token;
}

/** The staff member behind a token: null when unknown, expired, idle for an hour, or disabled. */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<StaffSession | null> {
  const tokenHash = hashToken(token);
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * MINUTE_MS);
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, idleSince), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
  }
  return { tokenHash, staff: row.staff, codeCheckedAt: row.session.codeCheckedAt };
}

export async function deleteStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** A fresh one-time code was checked in this session (step-up for money and ban actions). */
export async function markCodeChecked(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ codeCheckedAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteAllStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
