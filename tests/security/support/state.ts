import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { blocks, emailTokens, photos, profileInterests, profiles, pushSubscriptions, reports, sessions, users } from '@/server/db/schema';
import type { Db } from '@/server/db/client';

/**
 * The tables that hold members' data, counted whole. `login_attempts` is left out on purpose: it is
 * the security log, and a refused login (401) is written there by design (§8 lock). Sessions are
 * compared per member below: a caller's own login or logout is theirs to make.
 */
const MEMBER_TABLES: Record<string, PgTable> = { users, profiles, profileInterests, photos, pushSubscriptions, emailTokens, blocks, reports };

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(MEMBER_TABLES)) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    counts[name] = n;
  }
  return counts;
}

/**
 * Everything stored about one member. Left out are the clocks a mere read moves by design: the
 * profile's `last_active_at` (§7 online status) and a session's `last_seen_at` (idle timeout).
 */
async function memberRows(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const { lastActiveAt: _movesOnRead, ...profileRow } = profile ?? {};
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.tokenHash));
  return {
    user,
    profile: profileRow,
    interests: await db.select().from(profileInterests).where(eq(profileInterests.userId, userId)).orderBy(asc(profileInterests.interestId)),
    photos: await db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id)),
    push: await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.id)),
    sessions: sessionRows.map(({ lastSeenAt: _idleClock, ...row }) => row),
    tokens: await db.select().from(emailTokens).where(eq(emailTokens.userId, userId)).orderBy(asc(emailTokens.id)),
  };
}

/** A snapshot to compare before and after a request: row counts of every member table and the rows of the given members. */
export async function stateOf(db: Db, memberIds: number[]) {
  const members: Record<number, Awaited<ReturnType<typeof memberRows>>> = {};
  for (const id of memberIds) members[id] = await memberRows(db, id);
  return { counts: await tableCounts(db), members };
}

export type DbState = Awaited<ReturnType<typeof stateOf>>;
