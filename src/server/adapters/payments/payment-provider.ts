import type { PaymentMethod } from '@/shared/payments';
import type { PaymentsKind } from '@/shared/types/payments';

/** A payment's state as the provider reports it (Mollie's statuses; the simulator uses the same). */
export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export type CreatePaymentInput = {
  /** Our order id, echoed in metadata so a webhook can be matched even before the id is stored. */
  orderId: number;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  description: string;
  /** Where the payer returns after checkout (our /transactions/{id}). */
  redirectUrl: string;
  /** Our POST /api/payment-webhook.php, absolute. */
  webhookUrl: string;
  locale: string;
};

export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  currency: string;
  /** Hosted checkout page, while the payment is open. */
  checkoutUrl: string | null;
  /** Refunded and charged-back amounts so far, in cents. */
  refundedCents: number;
  chargedBackCents: number;
  orderId: number | null;
};

/**
 * One interface for every payment provider: the built-in simulator (default) and Mollie
 * (MOLLIE_API_KEY). A webhook carries only an id; the truth is always fetched with `get`.
 */
export type PaymentProvider = {
  /** Stored on orders and in the ledger's source: 'simulator', 'mollie'. */
  name: string;
  /** Real money, the built-in simulator's test payments (labelled as such), or no payments at all. */
  kind: PaymentsKind;
  create: (input: CreatePaymentInput) => Promise<ProviderPayment>;
  /** null for an id the provider does not know. */
  get: (id: string) => Promise<ProviderPayment | null>;
  refund: (id: string, amountCents: number, currency: string) => Promise<void>;
  /** Which of our methods this provider offers in a payment country (§3 methods per country). */
  methodsFor: (country: string) => PaymentMethod[];
};
