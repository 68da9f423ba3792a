// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MethodPickerPage } from '@/features/payments/components/method-picker-page';
import { goToCheckout } from '@/features/payments/utils/checkout-href';
import { renderChat, routeFetch } from '../chat/render-chat';
import { euro, order, packagesNl } from './payments-fixtures';
import { packagesQueryKey } from '@/features/payments/api/query-keys';

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/credits/2' }));
vi.mock('@/features/payments/utils/checkout-href', async (original) => ({
  ...(await original<typeof import('@/features/payments/utils/checkout-href')>()),
  goToCheckout: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPicker = (method: string | null) =>
  renderChat(<MethodPickerPage packageId={2} method={method} />, { seed: (qc) => qc.setQueryData(packagesQueryKey(), packagesNl) });

describe('/credits/{id}: the method picker', () => {
  it('lists the methods of the country with logo and name; direct debit goes to its own form', () => {
    renderPicker(null);
    expect(screen.getByText(`100 credits voor ${euro(1995)}`)).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Betaalmethodes' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['iDEAL', 'Creditcard', 'PayPal', 'Automatische incasso']);
    expect(links[0].getAttribute('href')).toBe('/credits/2/ideal');
    expect(links[0].querySelector('img')?.getAttribute('src')).toBe('/payment-methods/ideal.svg');
    expect(links[3].getAttribute('href')).toBe('/directdebit?package=2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so for a package that is not offered', () => {
    renderChat(<MethodPickerPage packageId={99} method={null} />, { seed: (qc) => qc.setQueryData(packagesQueryKey(), packagesNl) });
    expect(screen.getByText('Dit pakket is niet (meer) beschikbaar. Kies een ander pakket.')).toBeTruthy();
  });
});

describe('the payment-confirm modal', () => {
  const check = (code: string, percentage: number) => ({
    status: 200,
    body: { code, percentage, minimum: 0, country: null, price: 1995, discounted_price: Math.round(1995 * (1 - percentage / 100)), currency: 'EUR' },
  });
  // The page writes amounts with a no-break space; the accessible name keeps it.
  const pay = (cents: number) => new RegExp(`^Betalen ${euro(cents).replace(' ', '\\s')}$`);
  const text = (element: HTMLElement) => element.textContent!.replace(/\s/g, ' ');
  const created = () => ({ status: 201, body: { order: order({ status: 'open' }), checkout_url: '/api/simulator/checkout?id=sim_31' } });

  it('shows the price before and after a typed code, then opens the order with it and goes to the checkout', async () => {
    const api = routeFetch({ 'GET /api/discountcode.php?code=WELKOM10': () => check('WELKOM10', 10), 'POST /api/order.php': created });
    vi.stubGlobal('fetch', api.fetch);
    renderPicker('ideal');
    const dialog = screen.getByRole('dialog', { name: 'Bestelling bevestigen' });
    expect(within(dialog).getByText('iDEAL')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Kortingscode (optioneel)'), { target: { value: ' WELKOM10 ' } });
    // A new code is applied first: the member sees what it does before paying.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    expect(await within(dialog).findByText('Korting (WELKOM10, 10%)')).toBeTruthy();
    expect(text(within(dialog).getByTestId('confirm-price'))).toBe(euro(1995));
    expect(text(within(dialog).getByTestId('confirm-new-price'))).toBe(euro(1796));
    expect(api.calls.filter((c) => c.url.startsWith('/api/order.php'))).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: pay(1796) }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/api/simulator/checkout?id=sim_31'));
    const body = JSON.parse(String(api.calls.find((c) => c.url === '/api/order.php')!.init.body));
    expect(body).toMatchObject({ package: 2, paymentmethod: 'ideal', discountcode: 'WELKOM10' });
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why a code does not apply, at the field, and pays nothing', async () => {
    const refused = {
      error: 'validation_failed',
      message: 'Dit pakket is te klein voor deze code (minimaal € 50,00).',
      fields: { code: 'Dit pakket is te klein voor deze code (minimaal € 50,00).' },
    };
    const api = routeFetch({ 'GET /api/discountcode.php?code=': () => ({ status: 422, body: refused }), 'POST /api/order.php': created });
    vi.stubGlobal('fetch', api.fetch);
    renderPicker('ideal');
    fireEvent.change(screen.getByLabelText('Kortingscode (optioneel)'), { target: { value: 'GROOT20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect(await screen.findAllByText('Dit pakket is te klein voor deze code (minimaal € 50,00).')).not.toHaveLength(0);
    expect(screen.getByLabelText('Kortingscode (optioneel)').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: pay(1995) }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.filter((c) => c.url === '/api/order.php')).toHaveLength(0);
  });

  it('fills in the running offer’s code and shows its price before the member pays', async () => {
    const offer = { code: 'TIMEBONUS25', percentage: 25, minimum: 0, country: null, kind: 'timebonus', expires: '2030-01-01T00:00:00Z', paymentmethods: [] };
    const api = routeFetch({
      'GET /api/discountcode.php?offer=': () => ({ status: 200, body: offer }),
      'GET /api/discountcode.php?code=TIMEBONUS25': () => check('TIMEBONUS25', 25),
      'POST /api/order.php': created,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPicker('ideal');
    const field = await screen.findByDisplayValue('TIMEBONUS25');
    expect(field.getAttribute('id')).toBe('discountcode');
    expect(await screen.findByText('Korting (TIMEBONUS25, 25%)')).toBeTruthy();
    expect(screen.getByText('Je kortingscode is al ingevuld en van de prijs afgetrokken.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: pay(1496) }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(JSON.parse(String(api.calls.find((c) => c.url === '/api/order.php')!.init.body))).toMatchObject({ discountcode: 'TIMEBONUS25' });
  });

  it('closes back to the picker of the package', () => {
    renderPicker('paypal');
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(router.replace).toHaveBeenCalledWith('/credits/2', { scroll: false });
  });
});
