import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { PaymentMethod } from '@/shared/payments';
import type { CreateOrderDto } from '@/shared/types/payments';

export type CreateOrderInput = { package: number; paymentmethod: PaymentMethod; discountcode?: string; idempotency_key: string };

/** POST /api/order.php: opens an order at the provider; the payer continues on `checkout_url`. */
export function createOrder(input: CreateOrderInput): Promise<CreateOrderDto> {
  // The idempotency key makes a retried request open one order, so it may be retried like a read.
  return http<CreateOrderDto>('/api/order.php', { method: 'POST', body: input, idempotent: true });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
