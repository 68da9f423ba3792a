import 'server-only';
import type { AuthedContext } from '../context';
import { findCode, isRefusal } from './find-code';
import { lookupRefusal } from './code-refusal';
import { discountCodeDto } from './discount-dto';
import { currencyFor } from './payment-country';
import { timeBonusFor } from './time-bonus';
import { automaticOffer } from './automatic-offer';
import { paymentCountry } from '../payments/payment-country';
import { packageFor } from '../payments/create-order';
import { discountedPrice } from '@/shared/discounts';
import type { DiscountCodeQuery } from '@/shared/schemas/discount';
import type { DiscountCheckDto, DiscountCodeDto, OfferDto, TimeBonusDto } from '@/shared/types/payments';

type Answer = DiscountCodeDto | DiscountCheckDto | OfferDto | TimeBonusDto | null;

/**
 * A typed code, checked against the package and method it is for when they are given: the price
 * before and after it, or why it does not apply ('Dit pakket is te klein voor deze code (minimaal
 * €15,00).'), worded as the order would refuse it.
 */
async function checkCode(ctx: AuthedContext, query: DiscountCodeQuery & { code: string }): Promise<DiscountCodeDto | DiscountCheckDto> {
  const country = await paymentCountry(ctx);
  const pkg = query.package ? await packageFor(ctx.db, ctx, query.package, country) : null;
  const lookup = { user: ctx.actor, siteId: ctx.site.id, country, now: ctx.now, code: query.code, amountCents: pkg?.priceCents, method: query.paymentmethod };
  const found = await findCode(ctx.db, lookup);
  if (isRefusal(found)) throw lookupRefusal(found, { locale: ctx.locale, currency: pkg?.currency ?? currencyFor(ctx, country) });
  if (!pkg) return discountCodeDto(found);
  return { ...discountCodeDto(found), price: pkg.priceCents, discounted_price: discountedPrice(pkg.priceCents, found.percentage), currency: pkg.currency };
}

/** The welcome discount (§9); whatever keeps it from this member is 404, which the client ignores (§7). */
async function welcomeDiscount(ctx: AuthedContext): Promise<DiscountCodeDto> {
  const country = await paymentCountry(ctx);
  const found = await findCode(ctx.db, { user: ctx.actor, siteId: ctx.site.id, country, now: ctx.now, code: { kind: 'welcome' } });
  if (isRefusal(found)) throw lookupRefusal({ key: 'discountCodeNotFound' }, { locale: ctx.locale, currency: currencyFor(ctx, country) });
  return discountCodeDto(found);
}

/**
 * GET /api/discountcode.php (§3, §5, §9): a typed code, the welcome discount, the time bonus or the
 * automatic offer of the signed-in member, for their payment country.
 */
export async function getDiscountCode(ctx: AuthedContext, query: DiscountCodeQuery): Promise<Answer> {
  if (query.timebonus) return timeBonusFor(ctx);
  if (query.offer) return automaticOffer(ctx);
  if (query.welcome) return welcomeDiscount(ctx);
  return checkCode(ctx, { ...query, code: query.code! });
}
