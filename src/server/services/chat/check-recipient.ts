import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { conversations } from '../../db/schema';
import { notFound } from '../../errors';
import { isStoredId } from '../ids';
import { blockBetween } from '../blocks/block-filter';
import { loadChatPartners, showsInChat, type ChatPartner } from './chat-partners';
import { blockedError, partnerNotConfirmed } from './chat-errors';

/** The pair's conversation id, whoever started it (user_a < user_b). */
export async function findConversationId(ctx: AuthedContext, otherId: number): Promise<number | null> {
  const [a, b] = ctx.actor.id < otherId ? [ctx.actor.id, otherId] : [otherId, ctx.actor.id];
  const [row] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, a), eq(conversations.userB, b)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Whether the actor may write to this member now: not themself, a member others may see or one
 * they already have a conversation with (404 otherwise), no block either way (§6) and a confirmed
 * address (§4: the partner of an unconfirmed member cannot reply until the link is clicked).
 */
export async function checkRecipient(ctx: AuthedContext, recipientId: number): Promise<ChatPartner> {
  if (!isStoredId(recipientId) || recipientId === ctx.actor.id) throw notFound();
  const partner = (await loadChatPartners(ctx, [recipientId])).get(recipientId);
  if (!showsInChat(partner)) throw notFound();
  // An unconfirmed member is found only through the conversation they started, an invisible one (§3)
  // only through a conversation that already runs.
  if ((!partner.profileActive || partner.invisible) && (await findConversationId(ctx, recipientId)) === null) throw notFound();
  const block = await blockBetween(ctx.db, ctx.actor.id, recipientId);
  if (block) throw blockedError(block === 'by_me', partner.card.name);
  if (!partner.confirmed) throw partnerNotConfirmed(partner.card.name);
  return partner;
}
