import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { premiumRequired } from './chat-errors';
import { conversationBetween } from './conversation-between';
import { FREE_CONVERSATIONS } from '@/shared/constants';

export type Sender = { id: number; paidUser: boolean };

/**
 * §6: a member without credits bought starts FREE_CONVERSATIONS conversations at most; answering one
 * the other member has just started (it may have appeared since the caller looked) is not a new one.
 */
async function refuseOverFreeLimit(tx: Tx, sender: Sender, recipientId: number): Promise<void> {
  if (sender.paidUser) return;
  const [{ n }] = await tx.select({ n: count() }).from(conversations).where(eq(conversations.startedBy, sender.id));
  if (n >= FREE_CONVERSATIONS && (await conversationBetween(tx, sender.id, recipientId)) === null) throw premiumRequired();
}

/**
 * Starts the pair's conversation, with both members' rows, in one statement; called when the first
 * message found none. The caller holds the sender's row lock, so the §6 count of started
 * conversations cannot be passed by two sends at once; the unique pair index makes two first
 * messages from both sides meet in one conversation: the loser's insert waits for the winner's
 * commit and does nothing, and the winner's rows (members included) are there to take the message.
 */
export async function openConversation(tx: Tx, sender: Sender, recipientId: number): Promise<void> {
  await refuseOverFreeLimit(tx, sender, recipientId);
  const [a, b] = sender.id < recipientId ? [sender.id, recipientId] : [recipientId, sender.id];
  await tx.execute(sql`
    with created as (
      insert into conversations (user_a, user_b, started_by) values (${a}::int, ${b}::int, ${sender.id}::int)
      on conflict do nothing
      returning id
    )
    insert into conversation_members (conversation_id, user_id, other_id)
    select id, ${sender.id}::int, ${recipientId}::int from created
    union all
    select id, ${recipientId}::int, ${sender.id}::int from created
    on conflict do nothing`);
}
