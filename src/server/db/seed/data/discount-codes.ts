import type { discountCodes } from '../../schema';
import { TIME_BONUS_CODE, TIME_BONUS_PERCENT, WELCOME_DISCOUNT_PERCENT } from '@/shared/constants';

type NewDiscountCode = typeof discountCodes.$inferInsert;

/** The codes every site has: the §4 time bonus, the §9 welcome discount and an example code. */
export function discountCodeSeed(siteId: number): NewDiscountCode[] {
  return [
    { siteId, code: TIME_BONUS_CODE, kind: 'timebonus', percentage: TIME_BONUS_PERCENT },
    { siteId, code: 'WELCOME25', kind: 'welcome', percentage: WELCOME_DISCOUNT_PERCENT },
    { siteId, code: 'LOVE10', kind: 'code', percentage: 10, minimumCents: 1_500 },
  ];
}
