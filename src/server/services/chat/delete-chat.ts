import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext, AuthedContext } from '../context';
import { conversationMembers, conversations } from '../../db/schema';
import { loginToChat } from './chat-errors';
import { transactionWithEvents } from '../events/transaction-with-events';
import { ownMembership } from './view-chat';

/**
 * DELETE /api/chat.php: hides a conversation and its messages so far for this member only; the
 * partner keeps it, and a new message shows it again with only the messages after this moment.
 */
export async function deleteChat(ctx: ServiceContext, input: { conversation: number }): Promise<void> {
  if (!ctx.actor) throw loginToChat(false);
  const authed = ctx as AuthedContext;
  const member = await ownMembership(authed, input.conversation);
  await transactionWithEvents(ctx, async (tx, emit) => {
    const [conversation] = await tx
      .select({ lastSeq: conversations.lastSeq })
      .from(conversations)
      .where(eq(conversations.id, member.conversationId))
      .for('update');
    await tx
      .update(conversationMembers)
      .set({ hidden: true, clearedSeq: conversation.lastSeq, lastReadSeq: conversation.lastSeq, unreadCount: 0 })
      .where(and(eq(conversationMembers.conversationId, member.conversationId), eq(conversationMembers.userId, authed.actor.id)));
    emit({ userId: authed.actor.id, type: 'chat_deleted', payload: { conversation: { id: member.conversationId } } });
  });
}
