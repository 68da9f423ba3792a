import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { OrderDto } from '@/shared/types/payments';
import { memberDetailQueryOptions } from './member-detail';

export type RefundInput = { order: number; reason: string };

/** POST /api/staff/refund.php: a second request for the same order is refused (422), never paid twice. */
export const refundOrder = (input: RefundInput) => http<{ order: OrderDto }>('/api/staff/refund.php', { method: 'POST', body: input });

export function useRefundOrder(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberDetailQueryOptions(memberId).queryKey }),
  });
}
