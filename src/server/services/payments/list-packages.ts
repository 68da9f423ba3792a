import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { packages } from '../../db/schema';
import type { ServiceContext } from '../context';
import { chatPrices } from '../chat/chat-prices';
import { paymentCountry } from './payment-country';
import { introOffered } from './intro-offer';
import { pricePerMessage } from './price-per-message';
import { currencyOf } from '@/shared/payment-countries';
import type { PackagesDto } from '@/shared/types/payments';

/** §2 /credits and /pricing: the packages and methods of the payment country; the intro offer only to those who never bought. */
export async function listPackages(ctx: ServiceContext, input: { country?: string }): Promise<PackagesDto> {
  const country = await paymentCountry(ctx, input.country);
  const rows = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.siteId, ctx.site.id), eq(packages.country, country), eq(packages.active, true)))
    .orderBy(asc(packages.position), asc(packages.id));
  const introAllowed = await introOffered(ctx);
  const messageCredits = chatPrices(ctx.site).message;
  return {
    country,
    currency: rows[0]?.currency ?? currencyOf(country),
    methods: ctx.payments.methodsFor(country),
    payments: ctx.payments.kind,
    packages: rows
      .filter((p) => introAllowed || !p.isIntro)
      .map((p) => ({
        id: p.id,
        credits: p.credits,
        price: p.priceCents,
        currency: p.currency,
        price_per_message: pricePerMessage(p, messageCredits),
        is_intro: p.isIntro,
      })),
  };
}
