import 'server-only';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { photos, profiles } from '../../db/schema';
import type { LanderActivityDto, LanderMemberDto } from '@/shared/types/landers';

const JOINING_MS = 24 * 3_600_000;

type Facts = { photoAt: Date | null; profileAt: Date };

/** The newest of the public things a member did: joined, added a public photo, updated the profile. */
function newest(member: LanderMemberDto, facts: Facts | undefined): LanderActivityDto {
  const joined = { member, kind: 'joined' as const, at: member.joined_at };
  const candidates: LanderActivityDto[] = [joined];
  if (facts?.photoAt) candidates.push({ member, kind: 'photo', at: facts.photoAt.toISOString() });
  // A profile saved on the day of joining (the signup steps, the activation) is part of joining.
  if (facts && facts.profileAt.getTime() - Date.parse(member.joined_at) > JOINING_MS)
    candidates.push({ member, kind: 'profile', at: facts.profileAt.toISOString() });
  return candidates.reduce((a, b) => (Date.parse(b.at) > Date.parse(a.at) ? b : a));
}

/** The social-network lander's feed: one public activity per member, newest first. */
export async function landerActivity(ctx: ServiceContext, members: LanderMemberDto[]): Promise<LanderActivityDto[]> {
  if (members.length === 0) return [];
  const ids = members.map((m) => m.id);
  const rows = await ctx.db
    .select({ userId: profiles.userId, profileAt: profiles.updatedAt, photoAt: max(photos.createdAt) })
    .from(profiles)
    // Only public, approved photos count: a private photo is not a public fact.
    .leftJoin(photos, and(eq(photos.userId, profiles.userId), eq(photos.isPrivate, false), eq(photos.review, 'approved')))
    .where(inArray(profiles.userId, ids))
    .groupBy(profiles.userId, profiles.updatedAt);
  const facts = new Map(rows.map((r) => [r.userId, { photoAt: r.photoAt, profileAt: r.profileAt }]));
  return members.map((m) => newest(m, facts.get(m.id))).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
