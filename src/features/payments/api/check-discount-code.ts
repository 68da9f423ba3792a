import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { PaymentMethod } from '@/shared/payments';
import type { DiscountCheckDto } from '@/shared/types/payments';
import { discountCheckQueryKey } from './query-keys';

export type DiscountCheck = { code: string; package: number; paymentmethod: PaymentMethod };

/** GET /api/discountcode.php?code=&package=&paymentmethod=: the price before and after the code, or why it does not apply (422/404). */
export function checkDiscountCode(check: DiscountCheck): Promise<DiscountCheckDto> {
  return http<DiscountCheckDto>('/api/discountcode.php', { query: check });
}

export const checkDiscountCodeQueryOptions = (check: DiscountCheck) =>
  queryOptions({ queryKey: discountCheckQueryKey(check), queryFn: () => checkDiscountCode(check), retry: false });

/** The check of the code the member applied in the confirm modal; nothing is asked without a code. */
export function useDiscountCheck(check: DiscountCheck) {
  return useQuery({ ...checkDiscountCodeQueryOptions(check), enabled: check.code !== '' });
}
