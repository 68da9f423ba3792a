import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * SQL, on the `users` row of the query: the member may not be shown to other members. Deleted
 * (regret period), invisible (§3), held back by a moderation decision (suspended or banned) or with
 * a profile hidden by a moderator. The one definition every list, page and send checks, and the
 * predicate of the partial index `users_hidden_idx`: keep both the same so the anti-joins use it.
 *
 * It reads the stored columns only: a suspension past its end hides the member until the periodic
 * job (lift-expired-restrictions) clears it, at most one tick later.
 */
export const hiddenUser: SQL = sql`(${users.deletedAt} is not null or ${users.invisible} or ${users.restriction} is not null or ${users.moderationHiddenAt} is not null)`;

/**
 * Members others may no longer reach at all, not even in a running conversation: deleted, or held
 * back by a suspension or ban. An invisible member or one hidden by a moderator chats on in the
 * conversations they have (a hidden profile is a forced invisible mode).
 */
export const goneUser: SQL = sql`(${users.deletedAt} is not null or ${users.restriction} is not null)`;

/**
 * SQL: the member whose id is `id` (a column of another table) may be shown to others. An anti-join
 * against the few hidden accounts, which their small partial index answers.
 */
export const notHiddenMember = (id: SQLWrapper): SQL => sql`not exists (select 1 from ${users} where ${users.id} = ${id} and ${hiddenUser})`;

/** SQL: the member whose id is `id` is not gone for others (deleted or restricted). */
export const notGoneMember = (id: SQLWrapper): SQL => sql`not exists (select 1 from ${users} where ${users.id} = ${id} and ${goneUser})`;

/** The same as `hiddenUser` for a row already loaded. */
export function isHiddenUser(user: { deletedAt: Date | null; invisible: boolean; restriction: string | null; moderationHiddenAt: Date | null }): boolean {
  return user.deletedAt !== null || user.invisible || user.restriction !== null || user.moderationHiddenAt !== null;
}
