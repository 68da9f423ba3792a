import 'server-only';
import type { ServiceContext, AuthedContext } from '../context';
import { blockBetween } from '../blocks/block-filter';
import { loginToChat } from './chat-errors';
import { ownMembership } from './view-chat';

/**
 * POST /api/typing.php: tells the conversation partner, and only them, that the member is typing.
 * Fleeting by nature: published to the partner's open streams and never stored, so a stream that
 * reconnects does not replay it. A conversation of others is 404; across a block nothing is sent.
 */
export async function sendTyping(ctx: ServiceContext, input: { conversation: number }): Promise<void> {
  if (!ctx.actor) throw loginToChat(false);
  const authed = ctx as AuthedContext;
  const member = await ownMembership(authed, input.conversation);
  if (await blockBetween(ctx.db, authed.actor.id, member.otherId)) return;
  const payload = { conversation: { id: member.conversationId } };
  // seq 0: unnumbered, like the other signals that are not part of the member's event record.
  await ctx.events.publish([{ userId: member.otherId, seq: 0, type: 'typing', payload }]);
}
