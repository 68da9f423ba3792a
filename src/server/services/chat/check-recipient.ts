import 'server-only';
import type { AuthedContext } from '../context';
import { notFound } from '../../errors';
import { isStoredId } from '../ids';
import { blockBetween } from '../blocks/block-filter';
import { loadChatPartners, showsInChat, type ChatPartner } from './chat-partners';
import { blockedError, partnerNotConfirmed } from './chat-errors';
import { conversationBetween } from './conversation-between';

/**
 * Whether the actor may write to this member now: not themself, a member others may see or one
 * they already have a conversation with (404 otherwise), no block either way (§6) and a confirmed
 * address (§4: the partner of an unconfirmed member cannot reply until the link is clicked).
 * `loaded` holds the partner when the caller loaded it already (with others, in one query).
 */
export async function checkRecipient(ctx: AuthedContext, recipientId: number, loaded?: Map<number, ChatPartner>): Promise<ChatPartner> {
  if (!isStoredId(recipientId) || recipientId === ctx.actor.id) throw notFound();
  const partner = (loaded ?? (await loadChatPartners(ctx, [recipientId]))).get(recipientId);
  if (!showsInChat(partner)) throw notFound();
  // An unconfirmed member is found only through the conversation they started, an invisible one (§3)
  // only through a conversation that already runs.
  if ((!partner.profileActive || partner.invisible) && (await conversationBetween(ctx.db, ctx.actor.id, recipientId)) === null) throw notFound();
  const block = await blockBetween(ctx.db, ctx.actor.id, recipientId);
  if (block) throw blockedError(block === 'by_me', partner.card.name);
  if (!partner.confirmed) throw partnerNotConfirmed(partner.card.name);
  return partner;
}
