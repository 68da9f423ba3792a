import 'server-only';
import { paymentEvents } from '../../db/schema';
import type { ServiceContext } from '../context';
import { mailLinkOrigin } from '../mail/link-origin';
import { applyProviderPayment } from './apply-payment';

/**
 * POST /api/payment-webhook.php: the body names a payment and nothing more is believed; its state is
 * fetched from the provider. Every call is recorded; an unknown id is answered like any other (200),
 * so nobody learns which ids exist. A provider that cannot be reached throws: the 500 makes it retry.
 */
export async function handlePaymentWebhook(ctx: ServiceContext, id: string | undefined): Promise<void> {
  if (!id) return;
  const payment = await ctx.payments.get(id);
  await ctx.db.insert(paymentEvents).values({ provider: ctx.payments.name, providerPaymentId: id, status: payment?.status ?? 'unknown' });
  if (payment) await applyProviderPayment(ctx, payment, mailLinkOrigin(ctx));
}
