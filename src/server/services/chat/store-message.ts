import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { messages, users, type Message, type MessagePhoto } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { HotReads } from '../../db/queries/hot-reads';
import type { Emit } from '../events/transaction-with-events';
import { openConversation } from './open-conversation';
import { insertInConversation, type MessageValues } from './insert-message';
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

/**
 * The message this member already sent with this nonce; one to someone else is a reused nonce.
 * Outside a transaction (`reads`), the prepared statement of the hot reads.
 */
export async function findByNonce(
  db: DbOrTx | Pick<HotReads, 'messageByNonce'>,
  senderId: number,
  nonce: string,
  recipientId: number,
): Promise<Message | null> {
  const [stored] =
    'messageByNonce' in db
      ? await db.messageByNonce.execute({ senderId, nonce })
      : await db
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
  const price = input.operator ? OPERATOR_PRICE : priceOf(content.kind, sender, chatPrices(ctx.site));
  const values: MessageValues = {
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
  };
  const pair = sender.id < recipient.card.id ? { userA: sender.id, userB: recipient.card.id } : { userA: recipient.card.id, userB: sender.id };
  // A running conversation takes the message in one statement; a first message opens it first.
  let message = await insertInConversation(tx, pair, values);
  if (!message) {
    await openConversation(tx, sender, recipient.card.id);
    message = await insertInConversation(tx, pair, values);
    if (!message) throw new Error('conversation vanished while being started');
  }
  if (message.toFictional) await enqueueForOperators(tx, message, { siteId: ctx.actor.siteId, language: input.sender.locale });
  if (input.operator) await input.operator.settle(tx, message);
  const balance = await chargeMessage(tx, sender, content.kind, price, message.id);
  if (balance !== sender.credits) emit({ userId: sender.id, type: 'credits', payload: { credits: balance } });
  await deliverMessage(ctx, tx, emit, { message, sender: input.sender, recipient });
  return { message, balance, replay: false };
}
