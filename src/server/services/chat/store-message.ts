import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { conversations, messages, users, type Message, type MessagePhoto } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { Emit } from '../events/transaction-with-events';
import { openConversation } from './open-conversation';
import { chargeMessage, priceOf, type SenderAccount } from './charge-message';
import { chatPrices } from './chat-prices';
import { deliverMessage } from './deliver-message';
import { nonceReused } from './chat-errors';
import { enqueueForOperators } from '../staff/inbox/enqueue';
import type { ChatPartner } from './chat-partners';
import type { GiftSlug } from '@/shared/gifts';

export type MessageContent = { kind: 'text'; text: string } | { kind: 'gift'; gift: GiftSlug } | { kind: 'photo'; photo: MessagePhoto };
export type StoreInput = { sender: ChatPartner; recipient: ChatPartner; nonce: string; content: MessageContent; operator?: OperatorSend };

/**
 * A fictional profile's reply written by an operator: never charged, the operator's id on the
 * message. `check` runs first in the transaction (the operator's claim), `settle` after the insert.
 */
export type OperatorSend = { staffId: number; check: (tx: Tx) => Promise<void>; settle: (tx: Tx, message: Message) => Promise<void> };

const OPERATOR_PRICE = { credits: 0, free: false };
export type StoredSend = { message: Message; balance: number; replay: boolean };

/** The message this member already sent with this nonce; one to someone else is a reused nonce. */
export async function findByNonce(db: DbOrTx, senderId: number, nonce: string, recipientId: number): Promise<Message | null> {
  const [stored] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.nonce, nonce)))
    .limit(1);
  if (stored && stored.recipientId !== recipientId) throw nonceReused();
  return stored ?? null;
}

/**
 * Locks the sender's row: one member's sends run one at a time, so limits and prices see every
 * earlier send. NO KEY UPDATE, as the balance update takes it: the key-share locks of other
 * members' inserts that reference this member (a message to them) do not wait for it.
 */
async function lockSender(tx: Tx, id: number): Promise<SenderAccount> {
  const [row] = await tx
    .select({ id: users.id, paidUser: users.paidUser, freeMessagesUsed: users.freeMessagesUsed, credits: users.credits })
    .from(users)
    .where(eq(users.id, id))
    .for('no key update');
  return row;
}

/** The conversation's next sequence number: a guarded increment, so racing sends get distinct numbers. */
async function nextSeq(tx: Tx, conversationId: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: now })
    .where(eq(conversations.id, conversationId))
    .returning({ seq: conversations.lastSeq });
  return row.seq;
}

function contentColumns(content: MessageContent) {
  if (content.kind === 'text') return { text: content.text };
  if (content.kind === 'gift') return { gift: content.gift };
  const { filename, thumb_filename, width, height } = content.photo;
  return { photoFilename: filename, photoThumbFilename: thumb_filename, photoWidth: width, photoHeight: height };
}

/** Stores, charges and delivers one message in the caller's transaction; a known nonce returns the stored one. */
export async function storeMessage(ctx: AuthedContext, tx: Tx, emit: Emit, input: StoreInput): Promise<StoredSend> {
  const { recipient, content } = input;
  const sender = await lockSender(tx, ctx.actor.id);
  const stored = await findByNonce(tx, sender.id, input.nonce, recipient.card.id);
  if (stored) return { message: stored, balance: sender.credits, replay: true };
  if (input.operator) await input.operator.check(tx);
  const conversationId = await openConversation(tx, sender, recipient.card.id);
  const seq = await nextSeq(tx, conversationId, ctx.now);
  const price = input.operator ? OPERATOR_PRICE : priceOf(content.kind, sender, chatPrices(ctx.site));
  const [message] = await tx
    .insert(messages)
    .values({
      conversationId,
      seq,
      senderId: sender.id,
      recipientId: recipient.card.id,
      kind: content.kind,
      ...contentColumns(content),
      nonce: input.nonce,
      credits: price.credits && !price.free ? price.credits : 0,
      free: price.free,
      toFictional: recipient.card.is_fictional,
      operatorId: input.operator?.staffId ?? null,
      createdAt: ctx.now,
    })
    .returning();
  if (message.toFictional) await enqueueForOperators(tx, message, { siteId: ctx.actor.siteId, language: input.sender.locale });
  if (input.operator) await input.operator.settle(tx, message);
  const balance = await chargeMessage(tx, sender, content.kind, price, message.id);
  if (balance !== sender.credits) emit({ userId: sender.id, type: 'credits', payload: { credits: balance } });
  await deliverMessage(ctx, tx, emit, { message, sender: input.sender, recipient });
  return { message, balance, replay: false };
}
