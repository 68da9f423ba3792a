import 'server-only';
import type { AuthedContext } from '../context';
import { blockBetween } from '../blocks/block-filter';
import type { ChatPartner } from './chat-partners';
import type { ReplyBlock } from '@/shared/types/social';

/**
 * Why the member cannot write in this conversation (§6 blocks, §4 unconfirmed addresses). The
 * unconfirmed member themself may write; they get 'self_not_confirmed' so the chat can tell them
 * their partner cannot reply until they click the link.
 */
export async function replyBlockFor(ctx: AuthedContext, partner: ChatPartner): Promise<ReplyBlock> {
  const block = await blockBetween(ctx.db, ctx.actor.id, partner.card.id);
  if (block) return block === 'by_me' ? 'blocked' : 'blocked_by_other';
  if (!partner.confirmed) return 'partner_not_confirmed';
  if (ctx.actor.status !== 'confirmed') return 'self_not_confirmed';
  return null;
}
