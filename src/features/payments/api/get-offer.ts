import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { useUser } from '@/lib/api/current-user';
import type { OfferDto } from '@/shared/types/payments';
import { offerQueryKey } from './query-keys';

/** GET /api/discountcode.php?offer=true: the offer /credits applies by itself, or null when there is none. */
export function getOffer(): Promise<OfferDto | null> {
  return http<OfferDto | null>('/api/discountcode.php', { query: { offer: 'true' } });
}

export const getOfferQueryOptions = (userId: number) => queryOptions({ queryKey: offerQueryKey(userId), queryFn: getOffer, retry: false });

/** The signed-in member's running offer; it ends by itself at `expires`, so it is asked again on every visit. */
export function useOffer(): OfferDto | null {
  const { data: user } = useUser();
  const { data } = useQuery({ ...getOfferQueryOptions(user?.id ?? 0), enabled: Boolean(user) });
  return user ? (data ?? null) : null;
}
