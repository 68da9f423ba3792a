import 'server-only';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { ServiceContext, AuthedContext } from '../context';
import { conversationMembers, messages, type ConversationMember } from '../../db/schema';
import { notFound } from '../../errors';
import { isStoredId } from '../ids';
import { loginToChat } from './chat-errors';
import { conversationBetween } from './conversation-between';
import { loadChatPartners, showsInChat, type ChatPartner } from './chat-partners';
import { messageToDto } from './message-dto';
import { markRead } from './mark-read';
import { replyBlockFor } from './reply-block';
import { icebreakersFor } from './icebreakers';
import { blockedByOther } from '../blocks/block-refusals';
import type { ChatDto, ReplyBlock } from '@/shared/types/social';

export const CHAT_PAGE_SIZE = 30;

export type ChatQuery = { conversation?: number; profile?: number; before?: number };

/**
 * Whether reading marks the conversation read. Only the API's GET does, and only for this site's own
 * pages (the same-site guard refuses it cross-site); a page rendered on a navigation, which another
 * site can start, reads without marking.
 */
export type ChatReading = { markRead: boolean };

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
      and(eq(messages.conversationId, member.conversationId), gt(messages.seq, member.clearedSeq), before === undefined ? undefined : lt(messages.seq, before)),
    )
    .orderBy(desc(messages.seq))
    .limit(CHAT_PAGE_SIZE + 1);
  return { rows: rows.slice(0, CHAT_PAGE_SIZE).reverse(), hasMore: rows.length > CHAT_PAGE_SIZE };
}

async function visiblePartner(ctx: AuthedContext, id: number): Promise<ChatPartner> {
  const partner = (await loadChatPartners(ctx, [id])).get(id);
  if (!showsInChat(partner)) throw notFound();
  return partner;
}

/** §6: a member who was blocked learns of the blocker what the profile would tell them, and no more. */
function refuseBlockedByPartner(partner: ChatPartner, replyBlock: ReplyBlock): void {
  if (replyBlock === 'blocked_by_other') throw blockedByOther(partner.card.id, partner.card.name);
}

/** A conversation not begun yet (conversation id 0): who it would be with, and how to begin it. */
async function notBegun(ctx: AuthedContext, partner: ChatPartner): Promise<ChatDto> {
  // An unconfirmed member is found only through the conversation they started, an invisible one (§3)
  // only through a conversation that already runs.
  if (!partner.profileActive || partner.invisible) throw notFound();
  const replyBlock = await replyBlockFor(ctx, partner);
  refuseBlockedByPartner(partner, replyBlock);
  const blocked = replyBlock === 'blocked';
  return {
    conversation: { id: 0, other_last_read_seq: 0, reply_block: replyBlock },
    profile: partner.card,
    messages: [],
    has_more: false,
    icebreakers: blocked ? [] : await icebreakersFor(ctx, partner),
  };
}

async function viewConversation(
  ctx: AuthedContext,
  member: ConversationMember,
  partner: ChatPartner,
  before: number | undefined,
  reading: ChatReading,
): Promise<ChatDto> {
  const [page, replyBlock] = await Promise.all([pageOf(ctx, member, before), replyBlockFor(ctx, partner)]);
  refuseBlockedByPartner(partner, replyBlock);
  if (reading.markRead) await markRead(ctx, member.conversationId, member.otherId);
  const empty = page.rows.length === 0 && before === undefined;
  const blocked = replyBlock === 'blocked';
  return {
    conversation: { id: member.conversationId, other_last_read_seq: await otherLastRead(ctx, member), reply_block: replyBlock },
    profile: partner.card,
    messages: page.rows.map((message) => messageToDto(message, ctx.locale)),
    has_more: page.hasMore,
    icebreakers: empty && !blocked ? await icebreakersFor(ctx, partner) : [],
  };
}

/**
 * GET /api/chat.php: one of the member's conversations with a page of messages; opening it marks
 * everything read (§4). By profile, a member not written to yet gives an empty conversation (id 0)
 * with icebreakers, so /members/{id}/chat can show it before the first message.
 */
export async function viewChat(ctx: ServiceContext, input: ChatQuery, reading: ChatReading): Promise<ChatDto> {
  if (!ctx.actor) throw loginToChat(false);
  const authed = ctx as AuthedContext;
  let conversationId = input.conversation;
  if (input.profile !== undefined) {
    if (!isStoredId(input.profile) || input.profile === authed.actor.id) throw notFound();
    const partner = await visiblePartner(authed, input.profile);
    conversationId = (await conversationBetween(authed.db, authed.actor.id, input.profile)) ?? undefined;
    if (conversationId === undefined) return notBegun(authed, partner);
  }
  const member = await ownMembership(authed, conversationId ?? 0);
  return viewConversation(authed, member, await visiblePartner(authed, member.otherId), input.before, reading);
}
