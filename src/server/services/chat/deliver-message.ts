import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { conversationMembers, type Message } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Emit } from '../events/transaction-with-events';
import { memberTotals } from '../users/member-totals';
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
  const at = { hidden: false, lastMessageAt: message.createdAt };
  const inConversation = (userId: number) => and(eq(conversationMembers.conversationId, message.conversationId), eq(conversationMembers.userId, userId));
  const [row] = await tx
    .update(conversationMembers)
    .set({ ...at, unreadCount: sql`${conversationMembers.unreadCount} + 1` })
    .where(inConversation(message.recipientId))
    .returning({ unread: conversationMembers.unreadCount });
  await tx
    .update(conversationMembers)
    .set({ ...at, lastReadSeq: message.seq })
    .where(inConversation(message.senderId));
  const conversation = { id: message.conversationId };
  const forRecipient = await memberTotals(tx, message.recipientId);
  const forSender = await memberTotals(tx, message.senderId);
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
