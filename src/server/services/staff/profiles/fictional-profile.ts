import 'server-only';
import { and, eq } from 'drizzle-orm';
import { profiles, users, type User } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { AuthedContext } from '../../context';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';

/**
 * A site's own profile by id, for staff who may see its site: 404 for a member's account (no staff
 * call may ever treat a member as fictional) and for one outside the scope.
 */
export async function findFictionalUser(ctx: StaffContext, id: number): Promise<User> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.isFictional, true)))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound();
  requireStaff(ctx, ['admin'], { siteId: row.user.siteId });
  return row.user;
}

/** The profile's own context: the member services (profile fields, photos) then act on it as on a member. */
export const asProfile = (ctx: StaffContext, profile: User): AuthedContext => ({ ...ctx, actor: profile });
