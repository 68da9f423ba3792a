// Discounts (§3, §5), shared by the API, the pages and the database schema.
import { TIME_BONUS_SECONDS, WELCOME_DISCOUNT_HOURS } from './constants';

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

/** The offers that run for a while after signup: the §4 time bonus (4 hours) and the §9 welcome discount. */
export type SignupOfferKind = 'timebonus' | 'welcome';

const SIGNUP_OFFER_MS: Record<SignupOfferKind, number> = { timebonus: TIME_BONUS_SECONDS * 1000, welcome: WELCOME_DISCOUNT_HOURS * 3_600_000 };

/** When a signup offer ends for a member who signed up at `signupMs`: the server's rule, and the pages' reason not to ask after it. */
export function signupOfferEnds(kind: SignupOfferKind, signupMs: number): number {
  return signupMs + SIGNUP_OFFER_MS[kind];
}
