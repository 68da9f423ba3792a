// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TransactionsPage } from '@/features/payments/components/transactions-page';
import { RepeatOrderPage } from '@/features/payments/components/repeat-order-page';
import { type TransactionsDto } from '@/features/payments/api/get-transactions';
import type { LedgerEntryDto } from '@/shared/types/payments';
import { renderChat, routeFetch, testUser } from '../chat/render-chat';
import { euro, order, packagesNl } from './payments-fixtures';
import { packagesQueryKey, transactionsQueryKey } from '@/features/payments/api/query-keys';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, delta: number, balance_after: number, kind: string, at: string): LedgerEntryDto => ({
  id,
  delta,
  balance_after,
  kind,
  reference: `r${id}`,
  created_at: at,
});

const history: TransactionsDto = {
  orders: [
    order({ id: 30, status: 'failed', method: 'creditcard', created_at: '2026-03-01T09:00:00Z', paid_at: null }),
    order({ id: 31, created_at: '2026-03-01T10:00:00Z' }),
    order({ id: 32, package_id: 3, credits: 250, amount: 3995, method: 'paypal', created_at: '2026-03-05T10:00:00Z' }),
    order({ id: 33, created_at: '2026-03-06T10:00:00Z' }),
  ],
  ledger: [
    row(1, 10, 10, 'signup_bonus', '2026-02-28T08:00:00Z'),
    row(2, 100, 110, 'purchase', '2026-03-01T10:01:00Z'),
    row(3, -5, 105, 'message', '2026-03-01T10:05:00Z'),
    row(4, -20, 85, 'gift', '2026-03-02T10:05:00Z'),
  ],
};

function renderWith(ui: React.ReactElement) {
  return renderChat(ui, {
    user: { ...testUser(), credits: 85, paid_user: true },
    seed: (qc) => {
      qc.setQueryData(transactionsQueryKey, { pages: [history], pageParams: [undefined] });
      qc.setQueryData(packagesQueryKey(), packagesNl);
    },
  });
}

describe('/transactions', () => {
  it('lists the orders newest first with amount and status, each linking to its page', () => {
    renderWith(<TransactionsPage />);
    const orders = within(screen.getByRole('region', { name: 'Bestellingen' }))
      .getAllByRole('row')
      .slice(1);
    expect(orders.map((r) => within(r).getAllByRole('cell')[4].textContent)).toEqual(['Betaald', 'Betaald', 'Betaald', 'Mislukt']);
    expect(within(orders[1]).getByRole('link', { name: '250 credits' }).getAttribute('href')).toBe('/transactions/32');
    expect(within(orders[1]).getByText(euro(3995))).toBeTruthy();
  });

  it('shows every credit in and out with the balance after it', () => {
    renderWith(<TransactionsPage />);
    const rows = within(screen.getByRole('region', { name: 'Credits in en uit' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => [...within(r).getAllByRole('cell')].slice(1).map((c) => c.textContent))).toEqual([
      ['Cadeautje verstuurd', '-20', '85'],
      ['Bericht verstuurd', '-5', '105'],
      ['Credits gekocht', '+100', '110'],
      ['Welkomstcredits', '+10', '10'],
    ]);
    expect(screen.getByText('Je saldo: 85 credits')).toBeTruthy();
  });
});

describe('/transactions with a long history', () => {
  it('loads older ledger rows on request, before the oldest one shown', async () => {
    const page = Array.from({ length: 50 }, (_, i) => row(100 - i, -5, 500 - i * 5, 'message', '2026-03-10T10:00:00Z'));
    const api = routeFetch({
      'GET /api/transactions.php?before=51': () => ({ status: 200, body: { orders: [], ledger: [row(50, 100, 100, 'purchase', '2026-03-01T10:00:00Z')] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderChat(<TransactionsPage />, {
      seed: (qc) => qc.setQueryData(transactionsQueryKey, { pages: [{ orders: [], ledger: page }], pageParams: [undefined] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Oudere regels laden' }));
    expect(await screen.findByText('Credits gekocht')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Credits in en uit' })).getAllByRole('row')).toHaveLength(52);
    expect(screen.queryByRole('button', { name: 'Oudere regels laden' })).toBeNull();
  });
});

describe('/credits/repeat-order', () => {
  it('offers each earlier paid package and method once, straight to the confirm step', () => {
    renderWith(<RepeatOrderPage />);
    const items = within(screen.getByRole('list', { name: 'Eerdere bestellingen' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText(/iDEAL/)).toBeTruthy();
    expect(within(items[0]).getByRole('link', { name: 'Opnieuw kopen' }).getAttribute('href')).toBe('/credits/2/ideal');
    expect(within(items[1]).getByRole('link', { name: 'Opnieuw kopen' }).getAttribute('href')).toBe('/credits/3/paypal');
  });
});

describe('/credits/repeat-order after the intro offer', () => {
  it('lists an earlier intro purchase as well, without offering it again', () => {
    const intro = order({ id: 40, package_id: 1, credits: 25, amount: 295, created_at: '2026-03-07T10:00:00Z', paid_at: '2026-03-07T10:01:00Z' });
    const withoutIntro = { ...packagesNl, packages: packagesNl.packages.filter((p) => !p.is_intro) };
    renderChat(<RepeatOrderPage />, {
      user: { ...testUser(), credits: 25, paid_user: true },
      seed: (qc) => {
        qc.setQueryData(transactionsQueryKey, { pages: [{ orders: [intro], ledger: [] }], pageParams: [undefined] });
        qc.setQueryData(packagesQueryKey(), withoutIntro);
      },
    });
    const [item] = within(screen.getByRole('list', { name: 'Eerdere bestellingen' })).getAllByRole('listitem');
    expect(within(item).getByText(`25 credits voor ${euro(295)}`)).toBeTruthy();
    expect(within(item).getByText('Dit pakket kun je niet nog een keer kopen.')).toBeTruthy();
    expect(within(item).queryByRole('link', { name: 'Opnieuw kopen' })).toBeNull();
    expect(screen.queryByText('Je hebt nog geen eerdere bestellingen.')).toBeNull();
  });
});
