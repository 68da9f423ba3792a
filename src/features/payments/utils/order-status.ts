import type { OrderStatus, PaymentMethod } from '@/shared/payments';

/** The three result pages of §2: complete, being processed, failed or cancelled. */
export type OrderOutcome = 'paid' | 'processing' | 'failed';

export function orderOutcome(status: OrderStatus): OrderOutcome {
  if (status === 'open' || status === 'pending') return 'processing';
  // Refunded and charged back orders were paid once: the order page says what happened since.
  if (status === 'paid' || status === 'refunded' || status === 'charged_back') return 'paid';
  return 'failed';
}

export const isFinalStatus = (status: OrderStatus) => orderOutcome(status) !== 'processing';

/** Card schemes: their failure reads 'Creditcard betaling mislukt' (§8). */
const CARD_METHODS: readonly PaymentMethod[] = ['creditcard', 'visa', 'mastercard', 'maestro', 'cartebancaire', 'nexi'];

export const isCardMethod = (method: PaymentMethod) => CARD_METHODS.includes(method);
