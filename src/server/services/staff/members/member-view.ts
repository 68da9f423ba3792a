import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conversationMembers, likes, photos, profiles, regions } from '../../../db/schema';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { memberForSupport, SUPPORT_ROLES } from './member-scope';
import { ageFrom } from '@/shared/schemas/fields';
import type { MemberViewDto, MemberViewPage } from '@/shared/types/staff-members';

const VIEW_ROWS = 50;
const other = alias(profiles, 'other_profile');

async function profilePage(ctx: StaffContext, memberId: number): Promise<MemberViewDto> {
  const [row] = await ctx.db
    .select({ profile: profiles, region: regions.name })
    .from(profiles)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(eq(profiles.userId, memberId));
  if (!row) return { page: 'profile', profile: null };
  const counts = await ctx.db.select({ isPrivate: photos.isPrivate, n: count() }).from(photos).where(eq(photos.userId, memberId)).groupBy(photos.isPrivate);
  const { profile } = row;
  return {
    page: 'profile',
    profile: {
      name: profile.name,
      age: ageFrom(profile.dateOfBirth, ctx.now),
      gender: profile.gender,
      looking_for_gender: profile.lookingForGender,
      country: profile.country,
      region: row.region,
      city: profile.city,
      about: profile.about,
      status: profile.status,
      photos: counts.reduce((sum, c) => sum + c.n, 0),
      private_photos: counts.find((c) => c.isPrivate)?.n ?? 0,
    },
  };
}

async function likesPage(ctx: StaffContext, memberId: number): Promise<MemberViewDto> {
  const received = await ctx.db
    .select({ id: likes.likerId, name: other.name, at: likes.createdAt, isNew: likes.isNew })
    .from(likes)
    .leftJoin(other, eq(other.userId, likes.likerId))
    .where(eq(likes.likedId, memberId))
    .orderBy(desc(likes.createdAt))
    .limit(VIEW_ROWS);
  const given = await ctx.db
    .select({ id: likes.likedId, name: other.name, at: likes.createdAt })
    .from(likes)
    .leftJoin(other, eq(other.userId, likes.likedId))
    .where(eq(likes.likerId, memberId))
    .orderBy(desc(likes.createdAt))
    .limit(VIEW_ROWS);
  return {
    page: 'likes',
    received: received.map((r) => ({ id: r.id, name: r.name, at: r.at.toISOString(), new: r.isNew })),
    given: given.map((r) => ({ id: r.id, name: r.name, at: r.at.toISOString() })),
  };
}

/** The member's chat list as they see it (deleted chats stay hidden); who and when, never what was written. */
async function chatsPage(ctx: StaffContext, memberId: number): Promise<MemberViewDto> {
  const rows = await ctx.db
    .select({
      conversation: conversationMembers.conversationId,
      partner: conversationMembers.otherId,
      name: other.name,
      at: conversationMembers.lastMessageAt,
      unread: conversationMembers.unreadCount,
    })
    .from(conversationMembers)
    .leftJoin(other, eq(other.userId, conversationMembers.otherId))
    .where(and(eq(conversationMembers.userId, memberId), eq(conversationMembers.hidden, false)))
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(VIEW_ROWS);
  return {
    page: 'chats',
    chats: rows.map((r) => ({ conversation: r.conversation, partner: { id: r.partner, name: r.name }, last_message_at: r.at.toISOString(), unread: r.unread })),
  };
}

const PAGES: Record<MemberViewPage, (ctx: StaffContext, memberId: number) => Promise<MemberViewDto>> = {
  profile: profilePage,
  likes: likesPage,
  chats: chatsPage,
};

/**
 * GET /api/staff/member-view.php: one of the member's own pages as they see it, read-only and read
 * straight from the tables (no member session, no member service that might mark something seen).
 * Each look writes a `member.view_as` audit row naming the page.
 */
export async function memberView(ctx: StaffContext, memberId: number, page: MemberViewPage): Promise<MemberViewDto> {
  requireStaff(ctx, SUPPORT_ROLES);
  const member = await memberForSupport(ctx, ctx.db, memberId);
  const view = await PAGES[page](ctx, member.id);
  await ctx.db.transaction((tx) =>
    recordAudit(tx, { staffId: ctx.staff.id, action: 'member.view_as', targetType: 'member', targetId: member.id, after: { page }, ip: ctx.ip }, ctx.now),
  );
  return view;
}
