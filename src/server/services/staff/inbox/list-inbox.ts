import 'server-only';
import { and, asc, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import { messages, operatorQueue, sites, staff, type Message } from '../../../db/schema';
import { loadChatPartners } from '../../chat/chat-partners';
import { messageToDto } from '../../chat/message-dto';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { inScope, memberReachable } from './claim';
import { inboxFigures } from './inbox-figures';
import { targetOf } from './reply-target';
import type { InboxDto, InboxItemDto, InboxSiteDto } from '@/shared/types/staff';

/** The inbox shows this many waiting conversations, oldest first; the rest follow as those are answered. */
const INBOX_SIZE = 50;
const LAST_MESSAGES = 5;

async function lastMessages(ctx: StaffContext, conversationIds: number[]): Promise<Map<number, Message[]>> {
  if (!conversationIds.length) return new Map();
  const ranked = ctx.db.$with('ranked').as(
    ctx.db
      .select({
        ...getTableColumns(messages),
        rank: sql<number>`row_number() over (partition by ${messages.conversationId} order by ${messages.seq} desc)`.as('rank'),
      })
      .from(messages)
      .where(inArray(messages.conversationId, conversationIds)),
  );
  const rows = await ctx.db.with(ranked).select().from(ranked).where(lte(ranked.rank, LAST_MESSAGES)).orderBy(asc(ranked.seq));
  const byConversation = new Map<number, Message[]>();
  for (const { rank: _rank, ...message } of rows) byConversation.set(message.conversationId, [...(byConversation.get(message.conversationId) ?? []), message]);
  return byConversation;
}

async function sitesById(ctx: StaffContext, ids: number[]): Promise<Map<number, InboxSiteDto>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: sites.id, domain: sites.domain, name: sites.name, extra: sites.extra }).from(sites).where(inArray(sites.id, ids));
  return new Map(rows.map((s) => [s.id, { id: s.id, domain: s.domain, name: s.name, reply_target_minutes: targetOf(s.extra) }]));
}

/**
 * GET /api/staff/inbox.php: the conversations waiting for a fictional profile's reply in the
 * operator's sites and languages, oldest waiting first, with who holds each (live claims only).
 */
export async function listInbox(ctx: StaffContext): Promise<InboxDto> {
  requireStaff(ctx, ['operator']);
  const rows = await ctx.db
    .select({ queue: operatorQueue, holder: { id: staff.id, email: staff.email } })
    .from(operatorQueue)
    .leftJoin(staff, and(eq(staff.id, operatorQueue.claimedBy), gt(operatorQueue.claimedUntil, ctx.now)))
    .where(and(inScope(ctx), memberReachable))
    .orderBy(asc(operatorQueue.waitingSince), asc(operatorQueue.conversationId))
    .limit(INBOX_SIZE);
  const ids = rows.map((r) => r.queue.conversationId);
  const [partners, recent, siteMap, figures] = await Promise.all([
    loadChatPartners(ctx, [...new Set(rows.flatMap((r) => [r.queue.profileId, r.queue.memberId]))]),
    lastMessages(ctx, ids),
    sitesById(ctx, [...new Set(rows.map((r) => r.queue.siteId))]),
    inboxFigures(ctx),
  ]);
  const items: InboxItemDto[] = [];
  for (const { queue, holder } of rows) {
    const profile = partners.get(queue.profileId);
    const member = partners.get(queue.memberId);
    const site = siteMap.get(queue.siteId);
    if (!profile || !member || !site) continue; // a member deleted a moment ago
    items.push({
      conversation: { id: queue.conversationId },
      profile: profile.card,
      member: member.card,
      site,
      language: queue.language,
      waiting_since: queue.waitingSince.toISOString(),
      breached: ctx.now.getTime() - queue.waitingSince.getTime() > site.reply_target_minutes * 60_000,
      last_messages: (recent.get(queue.conversationId) ?? []).map((m) => messageToDto(m, ctx.locale)),
      claimed_by: holder,
      claimed_until: holder ? (queue.claimedUntil?.toISOString() ?? null) : null,
    });
  }
  return { items, figures, now: ctx.now.toISOString() };
}
