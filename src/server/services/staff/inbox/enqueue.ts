import 'server-only';
import { eq } from 'drizzle-orm';
import { operatorQueue, type Message } from '../../../db/schema';
import type { Tx } from '../../../db/transaction';

export type WaitingMember = { siteId: number; language: string };

/**
 * A member's message to a fictional profile: the conversation waits in the operator inbox from the
 * first unanswered message on (a later message keeps the earlier waiting time and any claim).
 */
export async function enqueueForOperators(tx: Tx, message: Message, member: WaitingMember): Promise<void> {
  await tx
    .insert(operatorQueue)
    .values({
      conversationId: message.conversationId,
      profileId: message.recipientId,
      memberId: message.senderId,
      siteId: member.siteId,
      language: member.language,
      waitingSince: message.createdAt,
    })
    .onConflictDoNothing({ target: operatorQueue.conversationId });
}

/** The profile answered: the conversation leaves the inbox and the claim ends with it. */
export async function dequeue(tx: Tx, conversationId: number): Promise<void> {
  await tx.delete(operatorQueue).where(eq(operatorQueue.conversationId, conversationId));
}
