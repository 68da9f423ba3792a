import 'server-only';
import { and, desc, eq, inArray, not } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { conversationMembers, conversations, messages, users, type Message } from '../../db/schema';
import { loginToChat } from './chat-errors';
import { notBlockedWith } from '../blocks/block-filter';
import { goneUser } from '../members/hidden-members';
import { loadChatPartners, showsInChat } from './chat-partners';
import { messageToDto } from './message-dto';
import type { ChatListEntryDto, ChatsDto } from '@/shared/types/social';

/** A list longer than this is older conversations nobody scrolls to; the newest come first. */
const MAX_CHATS = 500;

/** The last message of each conversation, by the conversation's sequence (one indexed read). */
async function lastMessages(ctx: ServiceContext, ids: number[]): Promise<Map<number, Message>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ message: messages })
    .from(messages)
    .innerJoin(conversations, and(eq(conversations.id, messages.conversationId), eq(conversations.lastSeq, messages.seq)))
    .where(inArray(conversations.id, ids));
  return new Map(rows.map((row) => [row.message.conversationId, row.message]));
}

/**
 * GET /api/chats.php: the member's conversations, newest message first, without the ones they
 * deleted, members blocked either way, and deleted or restricted (suspended, banned) members. An invisible partner (§3) stays: invisible
 * mode hides a member from strangers, not from the conversations they already have.
 */
export async function listChats(ctx: ServiceContext): Promise<ChatsDto> {
  if (!ctx.actor) throw loginToChat(false);
  const me = ctx.actor.id;
  const rows = await ctx.db
    .select({ member: conversationMembers })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.otherId))
    .where(and(eq(conversationMembers.userId, me), eq(conversationMembers.hidden, false), not(goneUser), notBlockedWith(me, conversationMembers.otherId)))
    .orderBy(desc(conversationMembers.lastMessageAt), desc(conversationMembers.conversationId))
    .limit(MAX_CHATS);
  const ids = rows.map((row) => row.member.conversationId);
  const [partners, last] = await Promise.all([
    loadChatPartners(
      ctx,
      rows.map((row) => row.member.otherId),
    ),
    lastMessages(ctx, ids),
  ]);
  const chats: ChatListEntryDto[] = [];
  for (const { member } of rows) {
    const partner = partners.get(member.otherId);
    if (!showsInChat(partner)) continue;
    const message = last.get(member.conversationId);
    chats.push({
      conversation: { id: member.conversationId },
      profile: partner.card,
      num_unread_messages: member.unreadCount,
      last_message: message && message.seq > member.clearedSeq ? messageToDto(message, ctx.locale) : null,
    });
  }
  return { chats };
}
