// The discounts feature's query keys, in one place; per member, so a new login never sees another's offer.
export const welcomeDiscountQueryKey = (userId: number) => ['discounts', 'welcome', userId] as const;
export const getTimeBonusQueryKey = (userId: number) => ['discounts', 'time-bonus', userId] as const;
