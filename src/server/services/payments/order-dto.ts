import 'server-only';
import type { Order } from '../../db/schema';
import type { OrderDto } from '@/shared/types/payments';
import { SIMULATOR_PROVIDER } from '../../adapters/payments/simulator/simulator-provider';

export function orderDto(order: Order): OrderDto {
  return {
    id: order.id,
    status: order.status,
    payment_id: order.providerPaymentId,
    package_id: order.packageId,
    credits: order.credits,
    amount: order.amountCents,
    currency: order.currency,
    method: order.method,
    discount_code: order.discountCode,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    test_payment: order.provider === SIMULATOR_PROVIDER,
  };
}
