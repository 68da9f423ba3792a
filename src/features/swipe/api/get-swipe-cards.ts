import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { SwipeCardsDto } from '@/shared/types/swipe';
import { swipeCardsQueryKey } from './query-keys';

/** GET /api/swipe.php: the next cards of the swipe game and today's likes left. */
export function getSwipeCards(): Promise<SwipeCardsDto> {
  return http<SwipeCardsDto>('/api/swipe.php');
}

export const swipeCardsQueryOptions = () => queryOptions({ queryKey: swipeCardsQueryKey, queryFn: getSwipeCards });

export function useSwipeCards() {
  return useQuery(swipeCardsQueryOptions());
}
