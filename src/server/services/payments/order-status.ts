import type { ProviderPayment } from '../../adapters/payments/payment-provider';
import type { OrderStatus } from '@/shared/payments';

// How far along an order is. A status only ever moves up, so a late or repeated webhook can never
// undo a later state ('open' after 'paid'); failed, canceled and expired are final of the same rank.
const RANK: Record<OrderStatus, number> = { open: 0, pending: 1, failed: 2, canceled: 2, expired: 2, paid: 3, refunded: 4, charged_back: 5 };

/** The order status a provider payment stands for. */
export function statusOf(payment: ProviderPayment): OrderStatus {
  if (payment.chargedBackCents > 0) return 'charged_back';
  if (payment.status === 'paid' && payment.amountCents > 0 && payment.refundedCents >= payment.amountCents) return 'refunded';
  return payment.status === 'authorized' ? 'pending' : payment.status;
}

/** The status after an update: the later of the two, the current one when they rank alike. */
export function nextStatus(current: OrderStatus, reported: OrderStatus): OrderStatus {
  return RANK[reported] > RANK[current] ? reported : current;
}

/** The credits that stand for an amount of the order (refunds in proportion to the price paid). */
export function creditsFor(order: { credits: number; amountCents: number }, cents: number): number {
  if (order.amountCents <= 0) return cents > 0 ? order.credits : 0;
  return Math.min(order.credits, Math.round((order.credits * cents) / order.amountCents));
}
