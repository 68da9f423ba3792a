import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, HttpError } from '@/lib/http-client';
import { useUser } from '@/lib/api/current-user';
import type { TimeBonusDto } from '@/shared/types/payments';
import { getTimeBonusQueryKey } from './query-keys';
import { useSignupOfferOpen } from '../hooks/use-signup-offer-open';

/** GET /api/discountcode.php?timebonus=true: the member's time bonus, or null when they have none (404). */
export async function getTimeBonus(): Promise<TimeBonusDto | null> {
  try {
    return await http<TimeBonusDto>('/api/discountcode.php', { query: { timebonus: 'true' } });
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

export const getTimeBonusQueryOptions = (userId: number) =>
  queryOptions({ queryKey: getTimeBonusQueryKey(userId), queryFn: getTimeBonus, staleTime: Infinity, retry: false });

/**
 * §4: loaded when a member is signed in, not paid and signed up under 4 hours ago; signing out or
 * becoming paid drops it (the query is keyed by the member and only asked for those who may have it).
 */
export function useTimeBonus(): TimeBonusDto | null {
  const { data: user } = useUser();
  const eligible = useSignupOfferOpen('timebonus');
  const { data } = useQuery({ ...getTimeBonusQueryOptions(user?.id ?? 0), enabled: eligible });
  return eligible ? (data ?? null) : null;
}
