import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { orders, packages, type Order } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import type { AuthedContext } from '../context';
import { paymentsUnavailable, validationError } from '../../errors';
import { priceWithDiscount, redeemDiscount } from '../discounts/apply-discount';
import { paymentCountry } from './payment-country';
import { claimIntroOffer, introRefusal } from './intro-offer';
import { orderDto } from './order-dto';
import type { CreateOrderInput } from '@/shared/schemas/payments';
import type { CreateOrderDto } from '@/shared/types/payments';

async function findByKey(ctx: AuthedContext, key: string): Promise<Order | null> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.actor.id), eq(orders.idempotencyKey, key)));
  return order ?? null;
}

/** An active package of the site for the payment country; the intro offer only while the member may buy it. */
export async function packageFor(db: DbOrTx, ctx: AuthedContext, id: number, country: string) {
  const [pkg] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.siteId, ctx.site.id), eq(packages.country, country), eq(packages.active, true)));
  if (!pkg) throw validationError({ package: { key: 'packageUnavailable' } });
  const refusal = pkg.isIntro ? await introRefusal(db, ctx.actor.id, ctx.now) : null;
  if (refusal) throw validationError({ package: { key: refusal } });
  return pkg;
}

type Package = Awaited<ReturnType<typeof packageFor>>;
type Price = { amountCents: number; codeId: number | null; code: string | null };

/** The order row for the package at the price; null when a retry with the same key was first. */
async function storeOrder(db: DbOrTx, ctx: AuthedContext, input: CreateOrderInput, country: string, pkg: Package, price: Price): Promise<Order | null> {
  const [order] = await db
    .insert(orders)
    .values({
      userId: ctx.actor.id,
      siteId: ctx.site.id,
      packageId: pkg.id,
      provider: ctx.payments.name,
      method: input.paymentmethod,
      credits: pkg.credits,
      amountCents: price.amountCents,
      listPriceCents: pkg.priceCents,
      currency: pkg.currency,
      country,
      discountCode: price.code,
      idempotencyKey: input.idempotency_key,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  return order ?? null;
}

/**
 * The order row and its discount redemption, in one transaction; null when a retry with the same
 * key won the race. Without a code, a package that is not the intro offer is ordered at its price
 * by the insert alone, which is atomic by itself: no transaction to open and commit.
 */
async function insertOrder(ctx: AuthedContext, input: CreateOrderInput, country: string): Promise<Order | null> {
  const plain = !input.discountcode?.trim();
  const known = plain ? await packageFor(ctx.db, ctx, input.package, country) : null;
  if (known && !known.isIntro) return storeOrder(ctx.db, ctx, input, country, known, { amountCents: known.priceCents, codeId: null, code: null });
  return ctx.db.transaction(async (tx) => {
    const pkg = known ?? (await packageFor(tx, ctx, input.package, country));
    // Checked again with the member's row locked, so that of two orders racing for it one gets it.
    if (pkg.isIntro) await claimIntroOffer(tx, ctx.actor.id, ctx.now);
    const price = await priceWithDiscount(tx, {
      user: ctx.actor,
      siteId: ctx.site.id,
      country,
      code: input.discountcode,
      pkg,
      method: input.paymentmethod,
      now: ctx.now,
      locale: ctx.locale,
    });
    const order = await storeOrder(tx, ctx, input, country, pkg, price);
    if (order && price.codeId !== null) {
      await redeemDiscount(tx, {
        codeId: price.codeId,
        userId: ctx.actor.id,
        orderId: order.id,
        now: ctx.now,
        money: { locale: ctx.locale, currency: pkg.currency },
      });
    }
    return order;
  });
}

/** Creates the provider's payment for an order that has none yet; a concurrent retry's payment wins. */
async function startPayment(ctx: AuthedContext, order: Order): Promise<CreateOrderDto> {
  if (order.providerPaymentId) return { order: orderDto(order), checkout_url: order.checkoutUrl };
  const payment = await ctx.payments.create({
    orderId: order.id,
    amountCents: order.amountCents,
    currency: order.currency,
    method: order.method,
    description: `${ctx.site.name} ${order.credits} credits #${order.id}`,
    redirectUrl: `${ctx.origin}/transactions/${order.id}`,
    webhookUrl: `${ctx.origin}/api/payment-webhook.php`,
    locale: ctx.locale,
  });
  const [stored] = await ctx.db
    .update(orders)
    .set({ providerPaymentId: payment.id, checkoutUrl: payment.checkoutUrl, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.providerPaymentId)))
    .returning();
  const current = stored ?? (await ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  return { order: orderDto(current), checkout_url: current.checkoutUrl };
}

/**
 * POST /api/order.php: an order for a package of the member's payment country with a method offered
 * there, priced with any discount, then the provider's payment. The same idempotency key returns the
 * same order (and the same payment).
 */
export async function createOrder(ctx: AuthedContext, input: CreateOrderInput, options: { mandated?: boolean } = {}): Promise<CreateOrderDto> {
  // A real deployment without a payment provider: refused before anything is stored or redeemed.
  if (ctx.payments.kind === 'unavailable') throw paymentsUnavailable();
  // A direct debit needs the signed mandate and the SMS code first: only POST /api/directdebit.php places one.
  if (input.paymentmethod === 'sdd' && !options.mandated) throw validationError({ paymentmethod: { key: 'paymentMethodUnavailable' } });
  // Both reads at once: neither changes anything, and a retry needs only the first.
  const [earlier, country] = await Promise.all([input.idempotency_key ? findByKey(ctx, input.idempotency_key) : null, paymentCountry(ctx)]);
  if (earlier) return startPayment(ctx, earlier);
  if (!ctx.payments.methodsFor(country).includes(input.paymentmethod)) throw validationError({ paymentmethod: { key: 'paymentMethodUnavailable' } });
  const order = (await insertOrder(ctx, input, country)) ?? (await findByKey(ctx, input.idempotency_key!));
  if (!order) throw new Error('order vanished after an idempotency conflict');
  return startPayment(ctx, order);
}
