// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { OrderResultPage } from '@/features/payments/components/order-result-page';
import type { OrderDto } from '@/shared/types/payments';
import { renderChat, routeFetch, testUser } from '../chat/render-chat';
import { order } from './payments-fixtures';
import { userQueryKey } from '@/lib/api/query-keys';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The order API answers with each of `answers` in turn, the last one from then on. */
function orderApi(...answers: OrderDto[]) {
  let call = 0;
  const user = { ...testUser(), credits: 105, paid_user: true };
  const api = routeFetch({
    'GET /api/order.php?id=31': () => ({ status: 200, body: { order: answers[Math.min(call++, answers.length - 1)] } }),
    'GET /api/user.php': () => ({ status: 200, body: { user } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('/transactions/{id}', () => {
  it('a paid order: the credits are added and the new balance shows, with the way to chats and search', async () => {
    orderApi(order());
    renderChat(<OrderResultPage id={31} />);
    expect(await screen.findByRole('heading', { name: 'Bestelling voltooid' })).toBeTruthy();
    expect(screen.getByText('100 credits zijn aan je saldo toegevoegd.')).toBeTruthy();
    expect(await screen.findByText('Je nieuwe saldo: 105 credits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar je berichten' }).getAttribute('href')).toBe('/chats');
    expect(screen.getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe('/members');
  });

  it('a payment being processed updates itself until it is paid', async () => {
    const api = orderApi(order({ status: 'open' }), order({ status: 'pending' }), order());
    const { queryClient } = renderChat(<OrderResultPage id={31} />);
    expect(await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Bestelling voltooid' }, { timeout: 6_000 })).toBeTruthy();
    expect(api.calls.filter((c) => c.url.startsWith('/api/order.php')).length).toBe(3);
    // Paid: the member is read again, so the navigation shows the credits and premium.
    await vi.waitFor(() => expect(queryClient.getQueryData<{ paid_user: boolean }>(userQueryKey)?.paid_user).toBe(true));
  }, 10_000);

  it('a failed iDEAL payment says so and offers to try again', async () => {
    orderApi(order({ status: 'failed' }));
    renderChat(<OrderResultPage id={31} />);
    expect(await screen.findByRole('heading', { name: 'Betaling mislukt' })).toBeTruthy();
    expect(screen.getByText('De betaling is mislukt of geannuleeerd.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe('/credits/2/ideal');
    expect(screen.getByRole('link', { name: 'Andere betaalmethode kiezen' }).getAttribute('href')).toBe('/credits/2');
  });

  it('a cancelled card payment reads as a failed credit card payment', async () => {
    orderApi(order({ status: 'canceled', method: 'visa' }));
    renderChat(<OrderResultPage id={31} />);
    expect(await screen.findByRole('heading', { name: 'Creditcard betaling mislukt' })).toBeTruthy();
    expect(screen.getByText('De betaling is mislukt of geannuleeerd.')).toBeTruthy();
  });

  it('an order of someone else is not found', async () => {
    vi.stubGlobal('fetch', routeFetch({}).fetch);
    renderChat(<OrderResultPage id={31} />);
    expect(await screen.findByText('Deze bestelling bestaat niet.')).toBeTruthy();
  });
});
