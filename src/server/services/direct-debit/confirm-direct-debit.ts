import 'server-only';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { AuthedContext } from '../context';
import { isSimulator } from '../../adapters/payments/simulator/simulator-provider';
import { createOrder } from '../payments/create-order';
import { orderDto } from '../payments/order-dto';
import { applyProviderPayment } from '../payments/apply-payment';
import { assertMayDebit, packageToDebit } from './direct-debit-limits';
import { consumeCode } from './sms-codes';
import { storeMandate } from './store-mandate';
import type { DirectDebitConfirmInput } from '@/shared/schemas/direct-debit';
import type { DirectDebitOrderDto } from '@/shared/types/direct-debit';

/**
 * A direct debit has no checkout: the signed mandate is the payer's consent, so on the simulator the
 * payment goes straight to 'pending', as a bank collection is, until it is collected (settled on the
 * simulator's page, or by the reconcile job asking the provider).
 */
async function startCollection(ctx: AuthedContext, paymentId: string | null): Promise<void> {
  if (!paymentId || !isSimulator(ctx.payments)) return;
  await ctx.payments.settle(paymentId, 'pending');
  // Applied here as well as by the webhook it queues (idempotent), so the answer already says 'pending'.
  const payment = await ctx.payments.get(paymentId);
  if (payment) await applyProviderPayment(ctx, payment, ctx.origin);
}

/**
 * POST /api/directdebit.php: the code from the SMS ('Code ongeldig' otherwise; every try counts and a
 * used code is spent), the bar and the limit checked again, then the mandate is stored and the order
 * placed through the one order service with method 'sdd'.
 */
export async function confirmDirectDebit(ctx: AuthedContext, input: DirectDebitConfirmInput): Promise<DirectDebitOrderDto> {
  const userId = ctx.actor.id;
  const pkg = await packageToDebit(ctx, input.package);
  await assertMayDebit(ctx.db, userId, pkg, ctx.now);
  // Outside any transaction: a wrong try must stay counted when the request fails.
  await consumeCode(ctx.db, userId, input.phone, input.otp, ctx.now);
  await storeMandate(ctx.db, userId, input, ctx.site.name, ctx.now);
  const created = await createOrder(ctx, { package: pkg.id, paymentmethod: 'sdd', discountcode: null, idempotency_key: null }, { mandated: true });
  await startCollection(ctx, created.order.payment_id);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, created.order.id));
  return { order: order ? orderDto(order) : created.order };
}
