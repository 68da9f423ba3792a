import 'server-only';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import { conversationMembers, likes, users } from '../../db/schema';
import { notBlockedWith } from '../blocks/block-filter';
import type { DbOrTx } from '../../db/transaction';

export type MemberTotals = { num_unread_messages: number; num_new_likes: number };

// The same members the lists leave out: the chat list deleted ones, the likes list invisible ones too.
const chatPartner = (id: unknown) => sql`not exists (select 1 from ${users} where ${users.id} = ${id} and ${users.deletedAt} is not null)`;
const shownMember = (id: unknown) =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${id} and (${users.deletedAt} is not null or ${users.invisible}))`;

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
