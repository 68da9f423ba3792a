import 'server-only';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { conversationMembers, likes } from '../../db/schema';
import { notGoneMember, notHiddenMember } from '../members/hidden-members';
import { notBlockedWith } from '../blocks/block-filter';
import type { DbOrTx } from '../../db/transaction';

export type MemberTotals = { num_unread_messages: number; num_new_likes: number };

// The same members the lists leave out: the chat list gone ones (deleted, restricted, hidden by a
// moderator), the likes list invisible ones too.
const chatPartner = notGoneMember;
const shownMember = notHiddenMember;

/**
 * §2 top navigation badges and §4 tab title: unread messages over the member's chat list and likes
 * not seen yet, counted over exactly what the lists show.
 */
export async function memberTotals(db: DbOrTx, userId: number): Promise<MemberTotals> {
  const [[unread], [fresh]] = await Promise.all([
    db
      .select({ n: sum(conversationMembers.unreadCount) })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.userId, userId),
          eq(conversationMembers.hidden, false),
          sql`${conversationMembers.unreadCount} > 0`,
          chatPartner(conversationMembers.otherId),
          notBlockedWith(userId, conversationMembers.otherId),
        ),
      ),
    db
      .select({ n: count() })
      .from(likes)
      .where(and(eq(likes.likedId, userId), eq(likes.isNew, true), shownMember(likes.likerId), notBlockedWith(userId, likes.likerId))),
  ]);
  return { num_unread_messages: Number(unread?.n ?? 0), num_new_likes: fresh?.n ?? 0 };
}

/**
 * The §2 unread total of each of these members, in one query: what `memberTotals` counts as
 * `num_unread_messages` (a sent message tells both members theirs). Members without unread
 * messages are missing from the map.
 */
export async function unreadTotals(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: conversationMembers.userId, n: sum(conversationMembers.unreadCount) })
    .from(conversationMembers)
    .where(
      and(
        inArray(conversationMembers.userId, userIds),
        eq(conversationMembers.hidden, false),
        sql`${conversationMembers.unreadCount} > 0`,
        chatPartner(conversationMembers.otherId),
        notBlockedWith(conversationMembers.userId, conversationMembers.otherId),
      ),
    )
    .groupBy(conversationMembers.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.n ?? 0)]));
}
