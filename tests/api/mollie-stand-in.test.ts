import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMollieStandIn, type MollieStandIn } from '../fixtures/mollie-stand-in';

// The stand-in must refuse what Mollie refuses, or the contract tests would pass against a pushover.
let mollie: MollieStandIn;
beforeAll(async () => {
  mollie = await startMollieStandIn();
});
afterAll(() => mollie.close());

const valid = {
  amount: { currency: 'EUR', value: '10.00' },
  description: 'Order 1',
  redirectUrl: 'https://amora.example/transactions/1',
  webhookUrl: 'https://amora.example/api/payment-webhook.php',
};

async function post(path: string, body: unknown, key: string | null = mollie.apiKey) {
  const res = await fetch(new URL(path, mollie.apiEndpoint), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('Mollie stand-in', () => {
  it("creates a payment with Mollie's resource shape", async () => {
    const { status, json } = await post('payments', valid);
    expect(status).toBe(201);
    expect(json).toMatchObject({
      resource: 'payment',
      id: expect.stringMatching(/^tr_\w+$/),
      mode: 'test',
      status: 'open',
      amount: valid.amount,
      _links: { self: { href: expect.any(String) }, checkout: { href: expect.any(String), type: 'text/html' } },
    });
  });

  it.each([
    ['a missing amount', { ...valid, amount: undefined }, 'amount'],
    ['an amount as a number', { ...valid, amount: { currency: 'EUR', value: 10 } }, 'amount.value'],
    ['an amount with one decimal', { ...valid, amount: { currency: 'EUR', value: '10.0' } }, 'amount.value'],
    ['a missing description', { ...valid, description: undefined }, 'description'],
    ['a missing redirect URL', { ...valid, redirectUrl: undefined }, 'redirectUrl'],
    ['an unknown method', { ...valid, method: 'giropay' }, 'method'],
    ['an unknown locale', { ...valid, locale: 'nl' }, 'locale'],
  ])('refuses %s with a 422 naming the field', async (_, body, field) => {
    const { status, json } = await post('payments', body);
    expect(status).toBe(422);
    expect(json).toMatchObject({ status: 422, title: 'Unprocessable Entity', field, _links: { documentation: { href: expect.any(String) } } });
  });

  it.each([
    ['no key', null],
    ['a key that is not a Mollie key', 'secret'],
    ['another test key', 'test_AnotherAnotherAnotherAnother12'],
  ])('refuses %s with a 401', async (_, key) => {
    const { status, json } = await post('payments', valid, key);
    expect(status).toBe(401);
    expect(json).toMatchObject({ status: 401, title: 'Unauthorized Request', detail: expect.any(String) });
  });

  it("answers 404 in Mollie's error shape for an unknown payment", async () => {
    const res = await fetch(new URL('payments/tr_unknown', mollie.apiEndpoint), { headers: { authorization: `Bearer ${mollie.apiKey}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, title: 'Not Found', detail: 'No payment exists with token tr_unknown.' });
  });

  it('refuses a refund of a payment that is not paid', async () => {
    const created = await post('payments', valid);
    const { status } = await post(`payments/${String(created.json.id)}/refunds`, { amount: valid.amount });
    expect(status).toBe(422);
  });
});
