import 'server-only';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AuthedContext } from '../context';
import { notFound } from '../../errors';
import { orderDto } from './order-dto';
import type { OrderDto } from '@/shared/types/payments';

/** GET /api/order.php?id=: one of the member's own orders (the pending page polls it); anyone else's is not found. */
export async function viewOrder(ctx: AuthedContext, id: number): Promise<{ order: OrderDto }> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, ctx.actor.id)));
  if (!order) throw notFound();
  return { order: orderDto(order) };
}
