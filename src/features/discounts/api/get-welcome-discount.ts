import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { useUser } from '@/lib/api/current-user';
import { welcomeDiscountQueryKey } from './query-keys';
import { useSignupOfferOpen } from '../hooks/use-signup-offer-open';
import type { DiscountCodeDto } from '@/shared/types/payments';

/** GET /api/discountcode.php?welcome=true: the welcome discount; any failure means none (§7). */
export async function getWelcomeDiscount(): Promise<DiscountCodeDto | null> {
  try {
    return await http<DiscountCodeDto>('/api/discountcode.php', { query: { welcome: 'true' } });
  } catch {
    return null;
  }
}

export const getWelcomeDiscountQueryOptions = (userId: number) =>
  queryOptions({ queryKey: welcomeDiscountQueryKey(userId), queryFn: getWelcomeDiscount, staleTime: Infinity, retry: false });

/** The welcome discount of a signed-in member who has not paid yet, asked only within its 48 hours after signup. */
export function useWelcomeDiscount(): DiscountCodeDto | null {
  const { data: user } = useUser();
  const eligible = useSignupOfferOpen('welcome');
  const { data } = useQuery({ ...getWelcomeDiscountQueryOptions(user?.id ?? 0), enabled: eligible });
  return eligible ? (data ?? null) : null;
}
