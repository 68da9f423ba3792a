import type { DiscountCheck } from './check-discount-code';

// The payments feature's query keys, in one place.
export const packagesQueryKey = (country?: string | null) => ['packages', country ?? 'mine'] as const;
export const orderQueryKey = (id: number) => ['orders', id] as const;
export const transactionsQueryKey = ['transactions'] as const;
// Under 'discounts' with the discounts feature's keys: the offer is a discount of the member's.
export const offerQueryKey = (userId: number) => ['discounts', 'offer', userId] as const;
export const discountCheckQueryKey = (check: DiscountCheck) => ['discounts', 'check', check] as const;
