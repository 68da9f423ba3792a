import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { discountCodes, discountRedemptions, type Package, type User } from '../../db/schema';
import type { PaymentMethod } from '@/shared/payments';
import type { Locale } from '@/shared/constants';
import { discountedPrice } from '@/shared/discounts';
import { findCode, isRefusal } from './find-code';
import { orderRefusal, type RefusalMoney } from './code-refusal';
import { codeKeyOf, releaseLapsedHolds, usesOf } from './discount-holds';

export type DiscountRequest = {
  user: User;
  siteId: number;
  country: string;
  code: string | null;
  pkg: Package;
  method: PaymentMethod;
  now: Date;
  locale: Locale;
};

/** The price an order pays; `codeId` is the code to redeem when the order is created. */
export type DiscountedPrice = { amountCents: number; codeId: number | null; code: string | null };

/**
 * Prices an order: the package's price, less the discount of `code` (§3, §5) when it applies. Throws
 * why it does not ('Code niet gevonden', 'Code reeds gebruikt', the minimum …) as a 422 on discountcode.
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
  if (isRefusal(found)) throw orderRefusal(found, { locale: request.locale, currency: pkg.currency });
  return { amountCents: discountedPrice(pkg.priceCents, found.percentage), codeId: found.id, code: found.code };
}

type Redemption = { codeId: number; userId: number; orderId: number; now: Date; money: RefusalMoney };

/**
 * Holds the code for this order, in the order's transaction. The code's row is locked, so two
 * members racing for its last use are counted one after the other; of two orders of one member the
 * unique live (member, code) row lets one win. The loser is refused and its transaction, order
 * included, rolls back. The hold counts as a use once the order is paid and lapses when it cannot be.
 */
export async function redeemDiscount(tx: Tx, redemption: Redemption): Promise<void> {
  const { codeId, userId, orderId, now, money } = redemption;
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId)).for('update');
  const codeKey = codeKeyOf(code.code);
  await releaseLapsedHolds(tx, codeId, codeKey, userId, now);
  if (code.maxUses !== null && (await usesOf(tx, codeId, now)) >= code.maxUses) throw orderRefusal({ key: 'discountCodeUsedUp' }, money);
  const rows = await tx
    .insert(discountRedemptions)
    .values({ codeId, codeKey, userId, orderId })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (!rows.length) throw orderRefusal({ key: 'discountCodeUsed' }, money);
}
