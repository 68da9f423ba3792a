import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { conversationMembers, type Message } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Emit } from '../events/transaction-with-events';
import { unreadTotals } from '../users/member-totals';
import { messageToDto } from './message-dto';
import type { ChatPartner } from './chat-partners';
import type { MemberEventPayloads } from '@/shared/types/social';

export type Delivery = { message: Message; sender: ChatPartner; recipient: ChatPartner };

/**
 * Puts a stored message in both members' lists: the recipient's unread count rises, a chat either
 * member had deleted shows again, and the sender has read their own message. Then tells the
 * recipient and the sender's other devices; `profile` is always the other member as the receiver
 * of the event sees the conversation.
 */
export async function deliverMessage(ctx: AuthedContext, tx: Tx, emit: Emit, { message, sender, recipient }: Delivery): Promise<void> {
  const isRecipient = sql`${conversationMembers.userId} = ${message.recipientId}`;
  // Both members' rows in one statement: the recipient's count rises, the sender has read up to here.
  const rows = await tx
    .update(conversationMembers)
    .set({
      hidden: false,
      lastMessageAt: message.createdAt,
      unreadCount: sql`case when ${isRecipient} then ${conversationMembers.unreadCount} + 1 else ${conversationMembers.unreadCount} end`,
      lastReadSeq: sql`case when ${isRecipient} then ${conversationMembers.lastReadSeq} else ${message.seq} end`,
    })
    .where(and(eq(conversationMembers.conversationId, message.conversationId), inArray(conversationMembers.userId, [message.recipientId, message.senderId])))
    .returning({ userId: conversationMembers.userId, unread: conversationMembers.unreadCount });
  const row = rows.find((r) => r.userId === message.recipientId);
  const conversation = { id: message.conversationId };
  // After the update above, so both totals include this message.
  const totals = await unreadTotals(tx, [message.recipientId, message.senderId]);
  const forRecipient = { num_unread_messages: totals.get(message.recipientId) ?? 0 };
  const forSender = { num_unread_messages: totals.get(message.senderId) ?? 0 };
  const toRecipient: MemberEventPayloads['message'] = {
    conversation,
    message: messageToDto(message, recipient.locale),
    profile: sender.card,
    num_unread_messages: row?.unread ?? 1,
    total_unread_messages: forRecipient.num_unread_messages,
  };
  const toSender: MemberEventPayloads['message'] = {
    conversation,
    message: messageToDto(message, ctx.locale),
    profile: recipient.card,
    num_unread_messages: 0,
    total_unread_messages: forSender.num_unread_messages,
  };
  emit({ userId: message.recipientId, type: 'message', payload: toRecipient });
  emit({ userId: message.senderId, type: 'message', payload: toSender });
}
