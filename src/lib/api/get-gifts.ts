import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { giftsQueryKey } from './query-keys';
import type { GiftDto } from '@/shared/types/social';

/** GET /api/gifts.php: the gift catalogue in the member's language; it rarely changes. */
export async function getGifts(): Promise<GiftDto[]> {
  return (await http<{ gifts: GiftDto[] }>('/api/gifts.php')).gifts;
}

export const getGiftsQueryOptions = () => queryOptions({ queryKey: giftsQueryKey, queryFn: getGifts, staleTime: Infinity });

export function useGifts(enabled = true) {
  return useQuery({ ...getGiftsQueryOptions(), enabled });
}
