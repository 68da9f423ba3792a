// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MethodPickerPage } from '@/features/payments/components/method-picker-page';
import { packagesQueryKey } from '@/features/payments/api/get-packages';
import { goToCheckout } from '@/features/payments/utils/checkout-href';
import { renderChat, routeFetch } from '../chat/render-chat';
import { euro, order, packagesNl } from './payments-fixtures';

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
  it('opens an order with a fresh idempotency key and the discount code, then goes to the checkout', async () => {
    const api = routeFetch({ 'POST /api/order.php': () => ({ status: 201, body: { order: order({ status: 'open' }), checkout_url: '/api/simulator/checkout?id=sim_31' } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderPicker('ideal');
    const dialog = screen.getByRole('dialog', { name: 'Bestelling bevestigen' });
    expect(within(dialog).getByText('iDEAL')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Kortingscode (optioneel)'), { target: { value: ' WELKOM10 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Betalen €\s19,95$/ }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/api/simulator/checkout?id=sim_31'));
    const body = JSON.parse(String(api.calls[0].init.body));
    expect(body).toMatchObject({ package: 2, paymentmethod: 'ideal', discountcode: 'WELKOM10' });
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refused discount code at the field', async () => {
    const refused = { error: 'validation_failed', message: 'Controleer de velden.', fields: { discountcode: 'Code niet gevonden' } };
    vi.stubGlobal('fetch', routeFetch({ 'POST /api/order.php': () => ({ status: 422, body: refused }) }).fetch);
    renderPicker('ideal');
    fireEvent.change(screen.getByLabelText('Kortingscode (optioneel)'), { target: { value: 'ONBEKEND' } });
    fireEvent.click(screen.getByRole('button', { name: /^Betalen/ }));
    expect(await screen.findAllByText('Code niet gevonden')).not.toHaveLength(0);
    expect(screen.getByLabelText('Kortingscode (optioneel)').getAttribute('aria-invalid')).toBe('true');
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('closes back to the picker of the package', () => {
    renderPicker('paypal');
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(router.replace).toHaveBeenCalledWith('/credits/2', { scroll: false });
  });
});
