import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { packages, type Package } from '../../db/schema';
import type { ServiceContext } from '../context';
import { chatPrices } from '../chat/chat-prices';
import { siteCountries } from '../sites/site-countries';
import { introOffered } from './intro-offer';
import { pricePerMessage } from './price-per-message';
import type { MessagePriceDto } from '@/shared/types/payments';

/** The lowest price per message among a country's packages, or null when it has none. */
function cheapest(offered: Package[], messageCredits: number): MessagePriceDto | null {
  if (offered.length === 0) return null;
  const prices = offered.map((p) => ({ currency: p.currency, cents: pricePerMessage(p, messageCredits) }));
  const best = prices.reduce((a, b) => (b.cents < a.cents ? b : a));
  return { country: offered[0]!.country, currency: best.currency, price_per_message: best.cents };
}

/**
 * §2 /pricing: for every country of the site, what a message costs at best, computed from the very
 * packages the viewer is offered (the intro offer only while they may still buy it), so the table
 * and the package cards never disagree. A country without packages is left out.
 */
export async function listMessagePrices(ctx: ServiceContext): Promise<MessagePriceDto[]> {
  const countries = siteCountries(ctx.site);
  const rows = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.siteId, ctx.site.id), eq(packages.active, true), inArray(packages.country, countries)));
  const withIntro = await introOffered(ctx);
  const messageCredits = chatPrices(ctx.site).message;
  return countries.flatMap((country) => {
    const price = cheapest(
      rows.filter((p) => p.country === country && (withIntro || !p.isIntro)),
      messageCredits,
    );
    return price ? [price] : [];
  });
}
