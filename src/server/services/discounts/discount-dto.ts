import 'server-only';
import type { DiscountCode } from '../../db/schema';
import type { PaymentMethod } from '@/shared/payments';
import type { AutomaticOfferKind } from '@/shared/discounts';
import type { DiscountCodeDto, OfferDto } from '@/shared/types/payments';
import type { UsableCode } from './find-code';

/** `minimum` is in cents of the member's currency, like every price the API answers. */
export function discountCodeDto(code: DiscountCode): DiscountCodeDto {
  return { code: code.code, percentage: code.percentage, minimum: code.minimumCents, country: code.country };
}

export function offerDto(code: UsableCode & { kind: AutomaticOfferKind }): OfferDto {
  return {
    ...discountCodeDto(code),
    kind: code.kind,
    expires: code.expires?.toISOString() ?? null,
    paymentmethods: (code.paymentMethods ?? []) as PaymentMethod[],
  };
}
