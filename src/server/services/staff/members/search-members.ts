import 'server-only';
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { profiles, sites, users } from '../../../db/schema';
import { requireStaff, scopeOf } from '../access';
import type { StaffContext } from '../staff-context';
import { notFictional, SUPPORT_ROLES } from './member-scope';
import { MEMBER_SEARCH_LIMIT } from '@/shared/schemas/staff-members';
import { MAX_STORED_ID } from '@/shared/schemas/fields';
import type { MemberHitDto } from '@/shared/types/staff-members';

/** A LIKE prefix pattern of what the staff member typed, their % and _ taken literally. */
const prefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Exact id, e-mail prefix (case-insensitive) or name prefix. */
function matches(q: string): SQL | undefined {
  const id = /^\d+$/.test(q) && Number(q) <= MAX_STORED_ID ? Number(q) : null;
  return or(id === null ? undefined : eq(users.id, id), ilike(users.email, prefix(q)), ilike(profiles.name, prefix(q)));
}

/** GET /api/staff/members.php?q=: members of the staff member's sites matching the search, newest first. */
export async function searchMembers(ctx: StaffContext, q: string): Promise<{ members: MemberHitDto[] }> {
  requireStaff(ctx, SUPPORT_ROLES);
  const { siteIds } = scopeOf(ctx.staff);
  const rows = await ctx.db
    .select({ user: users, name: profiles.name, site: { id: sites.id, domain: sites.domain } })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(matches(q), notFictional, siteIds ? inArray(users.siteId, siteIds) : undefined))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(MEMBER_SEARCH_LIMIT);
  return { members: rows.map(({ user, name, site }) => memberHit(user, name, site)) };
}

export function memberHit(user: typeof users.$inferSelect, name: string | null, site: { id: number; domain: string }): MemberHitDto {
  return {
    id: user.id,
    email: user.email,
    name,
    site,
    status: user.status,
    created_at: user.createdAt.toISOString(),
    credits: user.credits,
    deleted: user.deletedAt !== null,
  };
}
