import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { profiles, users, type User } from '../../../db/schema';
import type { DbOrTx } from '../../../db/transaction';
import { notFound } from '../../../errors';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import type { StaffRole } from '@/shared/staff/roles';

/** The support desk's roles: support works the members' accounts (admin may everything). */
export const SUPPORT_ROLES: readonly StaffRole[] = ['support'];

/** A site's own (fictional) profiles are no members: the desk neither finds nor changes them. */
export const notFictional = sql`not exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.isFictional})`;

/**
 * The member, when they belong to a site this staff member works on (404 otherwise, as for a
 * stranger). With `lock`, the row is locked for the caller's transaction.
 */
export async function memberForSupport(ctx: StaffContext, db: DbOrTx, memberId: number, lock = false): Promise<User> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), notFictional))
    .limit(1);
  const [member] = lock ? await query.for('update') : await query;
  if (!member) throw notFound();
  requireStaff(ctx, SUPPORT_ROLES, { siteId: member.siteId });
  return member;
}
