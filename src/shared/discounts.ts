// Discounts (§3, §5), shared by the API, the pages and the database schema.

/** A typed code, the §9 welcome discount, the §4 time bonus, the deletion flow's retention offer. */
export const DISCOUNT_KINDS = ['code', 'welcome', 'timebonus', 'retention'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** The offers /credits applies by itself while they are valid; a typed code is the member's choice. */
export const AUTOMATIC_OFFER_KINDS = ['timebonus', 'welcome', 'retention'] as const satisfies readonly DiscountKind[];
export type AutomaticOfferKind = (typeof AUTOMATIC_OFFER_KINDS)[number];

/** A percentage off a price in cents, rounded to whole cents: what the order is charged. */
export function discountedPrice(priceCents: number, percentage: number): number {
  return Math.round((priceCents * (100 - percentage)) / 100);
}
