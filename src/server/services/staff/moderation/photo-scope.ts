import 'server-only';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { sites, users } from '../../../db/schema';
import { scopeOf } from '../access';
import type { StaffContext } from '../staff-context';
import type { StaffRole } from '@/shared/staff/roles';

/** Who reviews photos: moderators (admins may everything). */
export const PHOTO_REVIEW_ROLES: readonly StaffRole[] = ['moderator'];

/** A member's language for the scope: their own choice, else their site's language. */
export const memberLanguage = sql<string>`coalesce(${users.language}, left(${sites.domainLanguage}, 2))`;

/** The photos this moderator may review: members of their sites and languages, as the report queue. */
export function photoScope(ctx: StaffContext): SQL | undefined {
  const scope = scopeOf(ctx.staff);
  return and(scope.siteIds ? inArray(users.siteId, scope.siteIds) : undefined, scope.languages ? inArray(memberLanguage, scope.languages) : undefined);
}
