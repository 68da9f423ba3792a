import 'server-only';
import type { AuthedContext, ServiceContext } from '../context';
import { notFound } from '../../errors';
import { isStoredId } from '../ids';
import { loadChatPartners, showsInChat } from './chat-partners';
import { findConversationId } from './check-recipient';
import { loginToChat } from './chat-errors';
import { icebreakersFor } from './icebreakers';
import { replyBlockFor } from './reply-block';
import type { ReplyBlock, SocialProfileDto } from '@/shared/types/social';

/** /members/{id}/chat: the conversation with this member if there is one, else what a new one needs. */
export type MemberChatStart =
  | { conversation: { id: number } }
  | { conversation: null; profile: SocialProfileDto; reply_block: ReplyBlock; icebreakers: string[] };

/**
 * §2 /members/{id}/chat. An existing conversation is opened by its id; otherwise the member must be
 * one the actor may write to see (404 for themself, hidden, unknown, or one who blocked the actor),
 * and the empty conversation shows why writing is impossible or offers icebreakers.
 */
export async function openMemberChat(ctx: ServiceContext, input: { profile: number }): Promise<MemberChatStart> {
  if (!ctx.actor) throw loginToChat(false);
  const authed = ctx as AuthedContext;
  if (!isStoredId(input.profile) || input.profile === authed.actor.id) throw notFound();
  const partner = (await loadChatPartners(ctx, [input.profile])).get(input.profile);
  if (!showsInChat(partner)) throw notFound();
  const conversationId = await findConversationId(authed, input.profile);
  if (conversationId !== null) return { conversation: { id: conversationId } };
  if (!partner.profileActive) throw notFound();
  const replyBlock = await replyBlockFor(authed, partner);
  if (replyBlock === 'blocked_by_other') throw notFound();
  const icebreakers = replyBlock === 'blocked' ? [] : await icebreakersFor(authed, partner);
  return { conversation: null, profile: partner.card, reply_block: replyBlock, icebreakers };
}
