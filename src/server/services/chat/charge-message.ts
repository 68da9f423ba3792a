import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { applyCredits } from '../credits/apply-credits';
import { insufficientCredits, premiumRequired } from './chat-errors';
import type { ChatPrices } from './chat-prices';

export type MessageKind = 'text' | 'gift' | 'photo';
export type SenderAccount = { id: number; paidUser: boolean; freeMessagesUsed: number; credits: number };
export type Price = { credits: number; free: boolean };

/** §1, §6: a free member's first texts are free; anything else costs the site's price of its kind. */
export function priceOf(kind: MessageKind, sender: SenderAccount, prices: ChatPrices): Price {
  if (kind === 'text' && !sender.paidUser && sender.freeMessagesUsed < prices.freeMessages) return { credits: 0, free: true };
  const credits = kind === 'text' ? prices.message : kind === 'photo' ? prices.photo : prices.gift;
  return { credits, free: false };
}

/**
 * Pays for a stored message inside its transaction; returns the balance after. A free message
 * spends one of the free ones; a paid one goes through the ledger keyed by the message id. Short
 * of credits, the transaction must roll back: a free member is offered premium (§6 premium alert),
 * a premium member gets the credit alert.
 */
export async function chargeMessage(tx: Tx, sender: SenderAccount, kind: MessageKind, price: Price, messageId: number): Promise<number> {
  if (price.free) {
    await tx
      .update(users)
      .set({ freeMessagesUsed: sql`${users.freeMessagesUsed} + 1` })
      .where(eq(users.id, sender.id));
    return sender.credits;
  }
  if (price.credits === 0) return sender.credits;
  const result = await applyCredits(tx, {
    userId: sender.id,
    delta: -price.credits,
    kind: kind === 'text' ? 'message' : kind,
    source: 'message',
    reference: String(messageId),
  });
  if (result.status === 'applied') return result.balance;
  if (result.status === 'insufficient') throw sender.paidUser ? insufficientCredits() : premiumRequired();
  throw new Error(`message ${messageId} was charged before`);
}
