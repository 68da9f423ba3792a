import 'server-only';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { cannedReplies, conversations, messages, operatorQueue, personaSheets, profiles } from '../../../db/schema';
import { loadChatPartners } from '../../chat/chat-partners';
import { messageToDto } from '../../chat/message-dto';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { notWaiting } from './inbox-errors';
import { listMemberNotes } from './member-notes';
import type { OperatorConversationDto } from '@/shared/types/staff';

const CONVERSATION_PAGE = 50;

async function otherProfileHistory(ctx: StaffContext, memberId: number, exceptConversation: number) {
  const rows = await ctx.db
    .select({
      profileId: profiles.userId,
      name: profiles.name,
      count: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id})`,
      last: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(profiles, and(eq(profiles.isFictional, true), or(eq(profiles.userId, conversations.userA), eq(profiles.userId, conversations.userB))))
    .where(and(or(eq(conversations.userA, memberId), eq(conversations.userB, memberId)), sql`${conversations.id} <> ${exceptConversation}`))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(20);
  return rows.map((r) => ({ profile_id: r.profileId, profile_name: r.name, messages: r.count, last_message_at: r.last.toISOString() }));
}

/**
 * GET /api/staff/inbox-conversation.php?conversation=ID: what an operator needs beside a waiting
 * conversation, and nothing more (no e-mail address, no payment data): both cards, the messages,
 * the member's history with the site's other profiles, the shared notes, canned replies, the persona.
 */
export async function viewOperatorConversation(ctx: StaffContext, conversationId: number): Promise<OperatorConversationDto> {
  requireStaff(ctx, ['operator']);
  const [queued] = await ctx.db.select().from(operatorQueue).where(eq(operatorQueue.conversationId, conversationId)).limit(1);
  if (!queued) throw notWaiting();
  requireStaff(ctx, ['operator'], { siteId: queued.siteId, language: queued.language });
  const [partners, page, history, notes, canned, persona] = await Promise.all([
    loadChatPartners(ctx, [queued.profileId, queued.memberId]),
    ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(desc(messages.seq)).limit(CONVERSATION_PAGE),
    otherProfileHistory(ctx, queued.memberId, conversationId),
    listMemberNotes(ctx, queued.memberId),
    ctx.db
      .select({ id: cannedReplies.id, title: cannedReplies.title, text: cannedReplies.text })
      .from(cannedReplies)
      .where(and(eq(cannedReplies.siteId, queued.siteId), eq(cannedReplies.language, queued.language)))
      .orderBy(asc(cannedReplies.title)),
    ctx.db.select({ sheet: personaSheets.sheet }).from(personaSheets).where(eq(personaSheets.profileId, queued.profileId)).limit(1),
  ]);
  const profile = partners.get(queued.profileId);
  const member = partners.get(queued.memberId);
  if (!profile || !member) throw notWaiting();
  return {
    conversation: { id: conversationId },
    profile: profile.card,
    member: member.card,
    persona: persona[0]?.sheet ?? '',
    messages: page.reverse().map((m) => messageToDto(m, ctx.locale)),
    history,
    notes: notes.notes,
    canned_replies: canned,
  };
}
