import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blocks, emailTokens, photos, profileInterests, profiles, pushSubscriptions, reports, sessions, users } from '@/server/db/schema';
import type { Db } from '@/server/db/client';

/**
 * The tables that hold members' data, counted whole. `login_attempts` is left out on purpose: it is
 * the security log, and a refused login (401) is written there by design (§8 lock). Sessions are
 * compared per member below: a caller's own login or logout is theirs to make.
 */
const MEMBER_TABLES: Record<string, PgTable> = { users, profiles, profileInterests, photos, pushSubscriptions, emailTokens, blocks, reports };

/**
 * Everything stored about one member, table by table, in a stable order. Left out are the clocks a
 * mere read moves by design: the profile's `last_active_at` (§7 online status) and a session's
 * `last_seen_at` (idle timeout).
 */
const MEMBER_ROWS: Record<string, { table: PgTable; member: PgColumn; order: PgColumn; movesOnRead?: PgColumn }> = {
  user: { table: users, member: users.id, order: users.id },
  profile: { table: profiles, member: profiles.userId, order: profiles.userId, movesOnRead: profiles.lastActiveAt },
  interests: { table: profileInterests, member: profileInterests.userId, order: profileInterests.interestId },
  photos: { table: photos, member: photos.userId, order: photos.id },
  push: { table: pushSubscriptions, member: pushSubscriptions.userId, order: pushSubscriptions.id },
  sessions: { table: sessions, member: sessions.userId, order: sessions.tokenHash, movesOnRead: sessions.lastSeenAt },
  tokens: { table: emailTokens, member: emailTokens.userId, order: emailTokens.id },
};

/** A member's rows of one table as indented JSON text (exact: numbers keep their digits, times their microseconds). */
function rowsOf(userId: number, { table, member, order, movesOnRead }: (typeof MEMBER_ROWS)[string]): SQL {
  const row = movesOnRead ? sql`to_jsonb(t) - ${movesOnRead.name}::text` : sql`to_jsonb(t)`;
  const [memberColumn, orderColumn] = [sql.identifier(member.name), sql.identifier(order.name)];
  return sql`(select coalesce(jsonb_pretty(jsonb_agg(${row} order by t.${orderColumn})), '[]') from ${table} t where t.${memberColumn} = ${userId})`;
}

/**
 * A snapshot to compare before and after a request: row counts of every member table and the rows of
 * the given members, read in one statement (the fuzzers take thousands of them).
 */
export async function stateOf(db: Db, memberIds: number[]) {
  const counts = Object.entries(MEMBER_TABLES).map(([name, table]) => sql`(select count(*)::int from ${table}) as ${sql.identifier(`count:${name}`)}`);
  const rows = memberIds.flatMap((id) => Object.entries(MEMBER_ROWS).map(([name, spec]) => sql`${rowsOf(id, spec)} as ${sql.identifier(`${id}:${name}`)}`));
  const result = await db.execute<Record<string, number | string>>(sql`select ${sql.join([...counts, ...rows], sql`, `)}`);
  const snapshot = (result as unknown as { rows: Record<string, number | string>[] }).rows[0];
  const state = { counts: {} as Record<string, number>, members: {} as Record<number, Record<string, string>> };
  for (const [key, value] of Object.entries(snapshot)) {
    const [owner, name] = key.split(':');
    if (owner === 'count') state.counts[name] = Number(value);
    else (state.members[Number(owner)] ??= {})[name] = String(value);
  }
  return state;
}

export type DbState = Awaited<ReturnType<typeof stateOf>>;
