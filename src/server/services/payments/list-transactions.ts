import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import { creditLedger, orders } from '../../db/schema';
import type { AuthedContext } from '../context';
import { orderDto } from './order-dto';
import type { LedgerEntryDto, OrderDto } from '@/shared/types/payments';

const PAGE = 50;

/** §2 /transactions: the member's orders and every credit in and out, newest first; `before` pages the ledger by id. */
export async function listTransactions(ctx: AuthedContext, input: { before?: number }): Promise<{ orders: OrderDto[]; ledger: LedgerEntryDto[] }> {
  const userId = ctx.actor.id;
  const orderRows = input.before ? [] : await ctx.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(PAGE);
  const ledger = await ctx.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), input.before ? lt(creditLedger.id, input.before) : undefined))
    .orderBy(desc(creditLedger.id))
    .limit(PAGE);
  return {
    orders: orderRows.map(orderDto),
    ledger: ledger.map((l) => ({
      id: l.id,
      delta: l.delta,
      balance_after: l.balanceAfter,
      kind: l.kind,
      reference: l.reference,
      created_at: l.createdAt.toISOString(),
    })),
  };
}
