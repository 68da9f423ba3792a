import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMollieProvider } from '@/server/adapters/payments/mollie/create-mollie-provider';
import type { CreatePaymentInput, PaymentProvider } from '@/server/adapters/payments/payment-provider';
import { PAYMENT_METHODS } from '@/shared/payments';
import { describeError } from '@/server/redact';
import { startMollieStandIn, type MollieStandIn } from '../fixtures/mollie-stand-in';
import { captureLog } from '../fixtures/log-capture';

let mollie: MollieStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  mollie = await startMollieStandIn();
  provider = createMollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.apiEndpoint });
});
afterAll(() => mollie.close());

const order = (over: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: 42,
  amountCents: 1000,
  currency: 'EUR',
  method: 'ideal',
  description: 'Amora – 100 credits',
  redirectUrl: 'https://amora.example/transactions/42',
  webhookUrl: 'https://amora.example/api/payment-webhook.php',
  locale: 'nl',
  ...over,
});

const lastBody = () => mollie.requests.at(-1)?.body as Record<string, unknown>;

async function paidPayment(amountCents = 2500) {
  const p = await provider.create(order({ amountCents }));
  mollie.setStatus(p.id, 'paid');
  return p;
}

describe('create', () => {
  it('sends the documented fields and returns the open payment with its checkout link', async () => {
    const p = await provider.create(order());
    const sent = mollie.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v2/payments', authorization: `Bearer ${mollie.apiKey}` });
    expect(sent.body).toEqual({
      amount: { currency: 'EUR', value: '10.00' },
      description: 'Amora – 100 credits',
      redirectUrl: 'https://amora.example/transactions/42',
      webhookUrl: 'https://amora.example/api/payment-webhook.php',
      method: 'ideal',
      locale: 'nl_NL',
      metadata: { order_id: 42 },
    });
    expect(p).toEqual({
      id: expect.stringMatching(/^tr_/),
      status: 'open',
      amountCents: 1000,
      currency: 'EUR',
      checkoutUrl: expect.stringContaining(`/checkout/select-method/${p.id}`),
      refundedCents: 0,
      chargedBackCents: 0,
      orderId: 42,
    });
  });

  it.each([
    [1999, 'PLN', 'prezelewy24', 'pl', { currency: 'PLN', value: '19.99' }, 'przelewy24', 'pl_PL'],
    [5, 'EUR', 'bancontact', 'fr', { currency: 'EUR', value: '0.05' }, 'bancontact', 'fr_FR'],
    [12345, 'SEK', 'visa', 'sv', { currency: 'SEK', value: '123.45' }, 'creditcard', 'sv_SE'],
    [900, 'NOK', 'sct', 'no', { currency: 'NOK', value: '9.00' }, 'banktransfer', 'nb_NO'],
    [4990, 'DKK', 'cartebancaire', 'da', { currency: 'DKK', value: '49.90' }, 'creditcard', 'da_DK'],
  ] as const)('formats %i %s and maps %s / %s', async (amountCents, currency, method, locale, amount, mollieMethod, mollieLocale) => {
    const p = await provider.create(order({ amountCents, currency, method, locale }));
    expect(lastBody()).toMatchObject({ amount, method: mollieMethod, locale: mollieLocale });
    expect(p.amountCents).toBe(amountCents);
  });

  it('refuses a method Mollie no longer offers without calling Mollie', async () => {
    const before = mollie.requests.length;
    await expect(provider.create(order({ method: 'giropay' }))).rejects.toThrow('Mollie does not offer the payment method giropay');
    expect(mollie.requests).toHaveLength(before);
  });
});

describe('get', () => {
  it.each(['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'] as const)('reports status %s', async (status) => {
    const p = await provider.create(order());
    mollie.setStatus(p.id, status);
    const got = await provider.get(p.id);
    expect(got).toMatchObject({ id: p.id, status, orderId: 42, amountCents: 1000 });
    expect(got?.checkoutUrl === null).toBe(status !== 'open');
  });

  it('answers null for an id Mollie does not know, and for one that is not a payment id', async () => {
    expect(await provider.get('tr_doesnotexist')).toBeNull();
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v2/payments/tr_doesnotexist' });
    expect(await provider.get('../../v2/methods')).toBeNull();
  });

  it('reports charged-back amounts', async () => {
    const p = await paidPayment();
    mollie.chargeback(p.id, 1000);
    mollie.chargeback(p.id, 500);
    expect(await provider.get(p.id)).toMatchObject({ status: 'paid', chargedBackCents: 1500, refundedCents: 0 });
  });
});

describe('refund', () => {
  it('posts the refund amount and the payment reports it refunded', async () => {
    const p = await paidPayment(2500);
    await provider.refund(p.id, 1000, 'EUR');
    expect(mollie.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${p.id}/refunds`,
      body: { amount: { currency: 'EUR', value: '10.00' } },
    });
    await provider.refund(p.id, 1500, 'EUR');
    expect(await provider.get(p.id)).toMatchObject({ refundedCents: 2500 });
  });

  it("throws Mollie's 422 with its field when refunding more than remains", async () => {
    const p = await paidPayment(1000);
    await expect(provider.refund(p.id, 1001, 'EUR')).rejects.toThrow(
      'Mollie refund payment failed (422): Unprocessable Entity: The amount is higher than the amount remaining [field: amount]',
    );
  });
});

describe('errors', () => {
  it('explains a refused API key and never repeats the key', async () => {
    const wrongKey = 'test_WrongWrongWrongWrongWrongWrong';
    const logged = captureLog();
    const bad = createMollieProvider({ apiKey: wrongKey, apiEndpoint: mollie.apiEndpoint });
    const failure = await bad.create(order()).catch((err: unknown) => err as Error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      'Mollie create payment failed (401): Unauthorized Request: Failed to authenticate using the provided API key – check MOLLIE_API_KEY (a test_ or live_ key of the website profile)',
    );
    expect(JSON.stringify(failure) + String((failure as Error).stack)).not.toContain(wrongKey);
    expect(logged.raw.join('')).not.toContain(wrongKey);
    vi.restoreAllMocks();
  });

  it('keeps a Mollie key out of any logged error, whatever carries it', () => {
    const logged = describeError(new Error(`request failed: Authorization: Bearer ${mollie.apiKey}; key ${mollie.apiKey}`));
    expect(logged).not.toContain(mollie.apiKey);
    expect(logged).toContain('Bearer [redacted]');
  });

  it("throws Mollie's 422 with the refused field", async () => {
    await expect(provider.create(order({ redirectUrl: 'not a url' }))).rejects.toThrow(
      'Mollie create payment failed (422): Unprocessable Entity: The redirect URL is required for this payment [field: redirectUrl]',
    );
  });
});

describe('methodsFor', () => {
  it('offers local methods per country beside cards, Apple Pay, PayPal, paysafecard and bank transfer', () => {
    expect(provider.methodsFor('NL')).toEqual(expect.arrayContaining(['ideal', 'visa', 'mastercard', 'paypal', 'sct']));
    expect(provider.methodsFor('BE')).toContain('bancontact');
    expect(provider.methodsFor('PL')).toEqual(expect.arrayContaining(['prezelewy24', 'blik']));
    expect(provider.methodsFor('AT')).toContain('eps');
    expect(provider.methodsFor('DE')).not.toContain('ideal');
  });

  it('offers only methods Mollie can take for a one-off payment', () => {
    const offered = new Set(['NL', 'BE', 'DE', 'AT', 'PL', 'FR', 'IT', 'SE'].flatMap((c) => provider.methodsFor(c)));
    expect([...offered].every((m) => PAYMENT_METHODS.includes(m))).toBe(true);
    for (const gone of ['giropay', 'sofort', 'sdd']) expect(offered.has(gone as never)).toBe(false);
  });
});
