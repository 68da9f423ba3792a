import 'server-only';
import { createMollieClient, type Payment } from '@mollie/api-client';
import type { CreatePaymentInput, PaymentProvider, ProviderPayment, ProviderPaymentStatus } from '../payment-provider';
import { fromMollieAmount, toMollieAmount } from './mollie-amount';
import { toMollieError } from './mollie-error';
import { MOLLIE_METHOD, mollieLocale, mollieMethodsFor } from './mollie-methods';

export type MollieProviderOptions = {
  apiKey: string;
  /** Mollie's API root; default https://api.mollie.com/v2/ (a local stand-in in tests). */
  apiEndpoint?: string;
};

const STATUSES: readonly ProviderPaymentStatus[] = ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'];

function toStatus(status: string): ProviderPaymentStatus {
  // Mollie documents exactly these seven; anything new is treated as still open until it settles.
  return (STATUSES as readonly string[]).includes(status) ? (status as ProviderPaymentStatus) : 'open';
}

function toOrderId(metadata: unknown): number | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const id = Number((metadata as { order_id?: unknown }).order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function toProviderPayment(p: Payment): ProviderPayment {
  return {
    id: p.id,
    status: toStatus(p.status),
    amountCents: fromMollieAmount(p.amount),
    currency: p.amount.currency,
    checkoutUrl: p._links.checkout?.href ?? null,
    refundedCents: fromMollieAmount(p.amountRefunded),
    chargedBackCents: fromMollieAmount(p.amountChargedBack),
    orderId: toOrderId(p.metadata),
  };
}

function createParameters(input: CreatePaymentInput) {
  const method = MOLLIE_METHOD[input.method];
  if (!method) throw new Error(`Mollie does not offer the payment method ${input.method}`);
  return {
    amount: toMollieAmount(input.amountCents, input.currency),
    description: input.description,
    redirectUrl: input.redirectUrl,
    webhookUrl: input.webhookUrl,
    method,
    locale: mollieLocale(input.locale),
    metadata: { order_id: input.orderId },
  };
}

// Mollie payment ids look like tr_WDqYK6vllg; a webhook may carry anything, which is simply unknown.
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;

/** Mollie's Payments API (https://docs.mollie.com/reference/payments-api) as our PaymentProvider. */
export function createMollieProvider({ apiKey, apiEndpoint }: MollieProviderOptions): PaymentProvider {
  if (!apiKey) throw new Error('Mollie needs an API key (MOLLIE_API_KEY)');
  const client = createMollieClient(apiEndpoint ? { apiKey, apiEndpoint } : { apiKey });
  const fail =
    (action: string) =>
    (err: unknown): never => {
      throw toMollieError(action, err, apiKey);
    };

  return {
    name: 'mollie',
    kind: 'real',
    create: async (input) => {
      // The client types `method` and `locale` as its own enums; the mapping tables hold exactly those ids.
      const params = createParameters(input) as unknown as Parameters<typeof client.payments.create>[0];
      const payment = await client.payments.create(params).catch(fail('create payment'));
      return toProviderPayment(payment);
    },
    get: async (id) => {
      if (!PAYMENT_ID.test(id)) return null;
      try {
        return toProviderPayment(await client.payments.get(id));
      } catch (err) {
        if ((err as { statusCode?: unknown } | null)?.statusCode === 404) return null;
        return fail('get payment')(err);
      }
    },
    refund: async (id, amountCents, currency) => {
      await client.paymentRefunds.create({ paymentId: id, amount: toMollieAmount(amountCents, currency) }).catch(fail('refund payment'));
    },
    methodsFor: (country) => mollieMethodsFor(country),
  };
}
