import 'server-only';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { conversationMembers, conversations } from '../../db/schema';
import { transactionWithEvents } from '../events/transaction-with-events';
import type { MemberEventPayloads } from '@/shared/types/social';

/**
 * §4 "opening a conversation sets its unread count to 0": everything up to the conversation's last
 * message is read. Only a change is told, to the partner (read marks) and the reader's own devices
 * (their unread badge); opening a read conversation again writes nothing.
 */
export async function markRead(ctx: AuthedContext, conversationId: number, otherId: number): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    // The share lock waits for a send in progress: its message is then read by sequence as well as
    // by count, never counted read while it lies past the read mark.
    const [conversation] = await tx.select({ lastSeq: conversations.lastSeq }).from(conversations).where(eq(conversations.id, conversationId)).for('share');
    if (!conversation) return;
    const [row] = await tx
      .update(conversationMembers)
      .set({ lastReadSeq: conversation.lastSeq, unreadCount: 0 })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, ctx.actor.id),
          or(lt(conversationMembers.lastReadSeq, conversation.lastSeq), gt(conversationMembers.unreadCount, 0)),
        ),
      )
      .returning({ lastReadSeq: conversationMembers.lastReadSeq });
    if (!row) return;
    const payload: MemberEventPayloads['read'] = { conversation: { id: conversationId }, reader_id: ctx.actor.id, last_read_seq: row.lastReadSeq };
    emit({ userId: otherId, type: 'read', payload });
    emit({ userId: ctx.actor.id, type: 'read', payload });
  });
}
