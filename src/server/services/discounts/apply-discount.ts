import 'server-only';
import type { Tx } from '../../db/transaction';
import { discountRedemptions, type Package, type User } from '../../db/schema';
import type { PaymentMethod } from '@/shared/payments';
import { findCode, refusalOnField } from './find-code';

export type DiscountRequest = { user: User; siteId: number; country: string; code: string | null; pkg: Package; method: PaymentMethod; now: Date };

/** The price an order pays; `codeId` is the code to redeem when the order is created. */
export type DiscountedPrice = { amountCents: number; codeId: number | null; code: string | null };

/** A percentage off a price in cents, rounded to whole cents. */
export function discounted(priceCents: number, percentage: number): number {
  return Math.round((priceCents * (100 - percentage)) / 100);
}

/**
 * Prices an order: the package's price, less the discount of `code` (§3, §5) when it applies. Throws
 * 'Code niet gevonden' / 'Code reeds gebruikt' as a 422 on the discountcode field.
 */
export async function priceWithDiscount(tx: Tx, request: DiscountRequest): Promise<DiscountedPrice> {
  const { pkg } = request;
  if (!request.code?.trim()) return { amountCents: pkg.priceCents, codeId: null, code: null };
  const found = await findCode(tx, {
    user: request.user,
    siteId: request.siteId,
    country: request.country,
    now: request.now,
    code: request.code,
    amountCents: pkg.priceCents,
    method: request.method,
  });
  if (typeof found === 'string') throw refusalOnField(found, 'discountcode');
  return { amountCents: discounted(pkg.priceCents, found.percentage), codeId: found.id, code: found.code };
}

/**
 * Marks the code used by this member for this order, in the order's transaction (once per member):
 * of two orders racing with one code, the unique (code, member) row lets one win; the other is
 * refused and its transaction, order included, rolls back.
 */
export async function redeemDiscount(tx: Tx, codeId: number, userId: number, orderId: number): Promise<void> {
  const rows = await tx.insert(discountRedemptions).values({ codeId, userId, orderId }).onConflictDoNothing().returning({ id: discountRedemptions.id });
  if (!rows.length) throw refusalOnField('discountCodeUsed', 'discountcode');
}
