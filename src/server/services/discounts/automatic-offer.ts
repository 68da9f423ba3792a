import 'server-only';
import type { AuthedContext } from '../context';
import { findCode, isRefusal, type UsableCode } from './find-code';
import { offerDto } from './discount-dto';
import { paymentCountry } from '../payments/payment-country';
import { AUTOMATIC_OFFER_KINDS, type AutomaticOfferKind } from '@/shared/discounts';
import type { OfferDto } from '@/shared/types/payments';

type Offer = UsableCode & { kind: AutomaticOfferKind };

/** The member's best deal: the highest percentage, and of equal ones the one that ends first (use it or lose it). */
function better(a: Offer, b: Offer): Offer {
  if (a.percentage !== b.percentage) return a.percentage > b.percentage ? a : b;
  return (a.expires?.getTime() ?? Infinity) <= (b.expires?.getTime() ?? Infinity) ? a : b;
}

/**
 * GET /api/discountcode.php?offer=true: the offer /credits applies by itself while it is valid (the
 * §4 time bonus, the §9 welcome discount, the deletion flow's retention discount), so an offer made
 * to the member is never lost for want of typing its code; null when none applies (most members: an
 * answer, not a missing resource).
 */
export async function automaticOffer(ctx: AuthedContext): Promise<OfferDto | null> {
  const country = await paymentCountry(ctx);
  const offers: Offer[] = [];
  for (const kind of AUTOMATIC_OFFER_KINDS) {
    const found = await findCode(ctx.db, { user: ctx.actor, siteId: ctx.site.id, country, now: ctx.now, code: { kind } });
    if (!isRefusal(found)) offers.push({ ...found, kind });
  }
  if (!offers.length) return null;
  return offerDto(offers.reduce(better));
}
