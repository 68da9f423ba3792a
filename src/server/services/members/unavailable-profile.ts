import 'server-only';
import type { ServiceContext } from '../context';
import { ApiError, notFound } from '../../errors';
import { blockBetween } from '../blocks/block-filter';
import { blockedByOther, youBlocked } from '../blocks/block-refusals';
import { conversationBetween } from '../chat/conversation-between';
import { loadChatPartners } from '../chat/chat-partners';

/** Why a chat partner's profile cannot be shown: an unconfirmed address (§4), or hidden from others. */
export type UnavailableReason = 'not_confirmed' | 'hidden';

/**
 * A profile that is not shown to others. To a stranger it does not exist (404). A member who has a
 * conversation with its owner already knows them, so they learn why (403 `profile_unavailable` with
 * id, name and reason) and may still block or report them; a deleted or banned owner stays a 404,
 * and a block between the two is answered as on any profile (§6).
 */
export async function refuseUnavailableProfile(ctx: ServiceContext, id: number): Promise<never> {
  const actorId = ctx.actor?.id;
  if (actorId === undefined || actorId === id) throw notFound();
  const [conversation, partners, block] = await Promise.all([
    conversationBetween(ctx.db, actorId, id),
    loadChatPartners(ctx, [id]),
    blockBetween(ctx.db, actorId, id),
  ]);
  const partner = partners.get(id);
  if (conversation === null || !partner) throw notFound();
  if (block === 'by_other') throw blockedByOther(id, partner.card.name);
  if (block === 'by_me') throw youBlocked(id, partner.card.name);
  const reason: UnavailableReason = partner.confirmed ? 'hidden' : 'not_confirmed';
  throw new ApiError({ code: 'profile_unavailable', values: { id, name: partner.card.name, reason } });
}
