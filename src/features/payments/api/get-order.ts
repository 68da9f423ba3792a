import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { OrderDto } from '@/shared/types/payments';
import { isFinalStatus } from '../utils/order-status';
import { orderQueryKey } from './query-keys';

/** §4: a payment still being processed is asked again every 2 s until it is final. */
export const ORDER_POLL_MS = 2_000;

/** GET /api/order.php?id=: one of the member's own orders. */
export async function getOrder(id: number): Promise<OrderDto> {
  return (await http<{ order: OrderDto }>('/api/order.php', { query: { id } })).order;
}

export const getOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: () => getOrder(id),
    refetchInterval: (query) => (query.state.data && isFinalStatus(query.state.data.status) ? false : ORDER_POLL_MS),
  });

/** The order, polled while open (the result page turns into the outcome by itself). */
export function useOrder(id: number) {
  return useQuery(getOrderQueryOptions(id));
}
