import 'server-only';
import { count, eq } from 'drizzle-orm';
import { conversationMembers, conversations } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { premiumRequired } from './chat-errors';
import { conversationBetween } from './conversation-between';
import { FREE_CONVERSATIONS } from '@/shared/constants';

export type Sender = { id: number; paidUser: boolean };

/**
 * The pair's conversation, started by the sender when there is none. The caller holds the sender's
 * row lock, so the §6 count of started conversations cannot be passed by two sends at once; the
 * unique pair index makes two first messages from both sides meet in one conversation (the loser's
 * insert waits for the winner's commit, does nothing and reads the winner's row).
 */
export async function openConversation(tx: Tx, sender: Sender, recipientId: number): Promise<number> {
  const [a, b] = sender.id < recipientId ? [sender.id, recipientId] : [recipientId, sender.id];
  const existing = await conversationBetween(tx, a, b);
  if (existing !== null) return existing;
  if (!sender.paidUser) {
    const [{ n }] = await tx.select({ n: count() }).from(conversations).where(eq(conversations.startedBy, sender.id));
    if (n >= FREE_CONVERSATIONS) throw premiumRequired();
  }
  const [created] = await tx
    .insert(conversations)
    .values({ userA: a, userB: b, startedBy: sender.id })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const id = created?.id ?? (await conversationBetween(tx, a, b));
  if (id === null) throw new Error('conversation vanished while being started');
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: id, userId: sender.id, otherId: recipientId },
      { conversationId: id, userId: recipientId, otherId: sender.id },
    ])
    .onConflictDoNothing();
  return id;
}
