import { discountedPrice } from '@/shared/discounts';
import type { PaymentMethod } from '@/shared/payments';
import type { OfferDto, PackageDto } from '@/shared/types/payments';

/** The offer's price of a package, or null where it does not apply (below its minimum). */
export function offerPrice(pkg: PackageDto, offer: OfferDto | null): number | null {
  if (!offer || pkg.price < offer.minimum) return null;
  return discountedPrice(pkg.price, offer.percentage);
}

/** Whether the offer applies to this package paid with this method, so the confirm modal fills in its code. */
export function offerAppliesTo(offer: OfferDto | null, pkg: PackageDto, method: PaymentMethod): offer is OfferDto {
  return offerPrice(pkg, offer) !== null && (offer!.paymentmethods.length === 0 || offer!.paymentmethods.includes(method));
}
