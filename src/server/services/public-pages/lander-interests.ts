import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { visibleProfileFields } from '../sites/visible-profile-fields';
import { interests, profileInterests } from '../../db/schema';
import type { LanderInterestDto, LanderMemberDto } from '@/shared/types/landers';

const FACES = 3;

/**
 * The interests of the shown members, most shared first. Never a sensitive (sexual) interest: those
 * are special-category data, and visitors are not logged in. Only where the site shows interests.
 */
export async function landerInterests(ctx: ServiceContext, members: LanderMemberDto[], limit: number): Promise<LanderInterestDto[]> {
  if (members.length === 0 || !visibleProfileFields(ctx.site).includes('interests')) return [];
  const rows = await ctx.db
    .select({ userId: profileInterests.userId, slug: interests.slug, icon: interests.icon })
    .from(profileInterests)
    .innerJoin(interests, eq(interests.id, profileInterests.interestId))
    .where(
      and(
        inArray(
          profileInterests.userId,
          members.map((m) => m.id),
        ),
        eq(interests.sensitive, false),
      ),
    );
  const byId = new Map(members.map((m) => [m.id, m]));
  const grouped = new Map<string, LanderInterestDto>();
  for (const row of rows) {
    const entry = grouped.get(row.slug) ?? { slug: row.slug, icon: row.icon, members: 0, faces: [] };
    entry.members += 1;
    const member = byId.get(row.userId);
    if (member && entry.faces.length < FACES) entry.faces.push(member);
    grouped.set(row.slug, entry);
  }
  return [...grouped.values()].sort((a, b) => b.members - a.members || a.slug.localeCompare(b.slug)).slice(0, limit);
}
