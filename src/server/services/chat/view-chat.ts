import 'server-only';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { ServiceContext, AuthedContext } from '../context';
import { conversationMembers, messages, type ConversationMember } from '../../db/schema';
import { notFound } from '../../errors';
import { loginToChat } from './chat-errors';
import { isStoredId } from '../ids';
import { loadChatPartners, showsInChat } from './chat-partners';
import { messageToDto } from './message-dto';
import { markRead } from './mark-read';
import { replyBlockFor } from './reply-block';
import { icebreakersFor } from './icebreakers';
import type { ChatDto } from '@/shared/types/social';

export const CHAT_PAGE_SIZE = 30;

/** The actor's side of a conversation; a conversation of others is 404, as if it did not exist. */
export async function ownMembership(ctx: AuthedContext, conversationId: number): Promise<ConversationMember> {
  if (!isStoredId(conversationId)) throw notFound();
  const [member] = await ctx.db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, ctx.actor.id)))
    .limit(1);
  if (!member) throw notFound();
  return member;
}

async function otherLastRead(ctx: AuthedContext, member: ConversationMember): Promise<number> {
  const [row] = await ctx.db
    .select({ seq: conversationMembers.lastReadSeq })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, member.conversationId), eq(conversationMembers.userId, member.otherId)));
  return row?.seq ?? 0;
}

/** One page, newest first from the database (keyset on seq), handed out oldest first. */
async function pageOf(ctx: AuthedContext, member: ConversationMember, before: number | undefined) {
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, member.conversationId),
        gt(messages.seq, member.clearedSeq),
        before === undefined ? undefined : lt(messages.seq, before),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(CHAT_PAGE_SIZE + 1);
  return { rows: rows.slice(0, CHAT_PAGE_SIZE).reverse(), hasMore: rows.length > CHAT_PAGE_SIZE };
}

/**
 * GET /api/chat.php?conversation=ID[&before=SEQ]: one of the member's conversations with a page of
 * messages; opening it marks everything read (§4).
 */
export async function viewChat(ctx: ServiceContext, input: { conversation: number; before?: number }): Promise<ChatDto> {
  if (!ctx.actor) throw loginToChat(false);
  const authed = ctx as AuthedContext;
  const member = await ownMembership(authed, input.conversation);
  const partner = (await loadChatPartners(ctx, [member.otherId])).get(member.otherId);
  if (!showsInChat(partner)) throw notFound();
  const [page, replyBlock] = await Promise.all([pageOf(authed, member, input.before), replyBlockFor(authed, partner)]);
  await markRead(authed, member.conversationId, member.otherId);
  const empty = page.rows.length === 0 && input.before === undefined;
  return {
    conversation: { id: member.conversationId, other_last_read_seq: await otherLastRead(authed, member), reply_block: replyBlock },
    profile: partner.card,
    messages: page.rows.map((message) => messageToDto(message, ctx.locale)),
    has_more: page.hasMore,
    icebreakers: empty && replyBlock !== 'blocked' && replyBlock !== 'blocked_by_other' ? await icebreakersFor(authed, partner) : [],
  };
}
