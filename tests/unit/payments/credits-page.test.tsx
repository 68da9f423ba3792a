// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { CreditsPage } from '@/features/payments/components/credits-page';
import { renderChat, testUser } from '../chat/render-chat';
import { euro, packagesNl } from './payments-fixtures';
import { packagesQueryKey } from '@/features/payments/api/query-keys';

afterEach(cleanup);

function renderCredits() {
  return renderChat(<CreditsPage />, { user: { ...testUser(), credits: 7 }, seed: (qc) => qc.setQueryData(packagesQueryKey(), packagesNl) });
}

describe('/credits', () => {
  it('shows the intro offer first, then the packages from small to large, priced in euros', () => {
    renderCredits();
    const cards = within(screen.getByRole('list', { name: 'Creditpakketten' })).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['25 credits', '100 credits', '250 credits', '500 credits']);
    expect(within(cards[0]).getByText('Introductieaanbieding')).toBeTruthy();
    expect(within(cards[0]).getByText(euro(295))).toBeTruthy();
    expect(within(cards[3]).getByText(`${euro(75)} per bericht`)).toBeTruthy();
  });

  it('leads each package to its method picker and claims no popularity nobody measured', () => {
    renderCredits();
    const cards = within(screen.getByRole('list', { name: 'Creditpakketten' })).getAllByRole('article');
    expect(within(cards[2]).getByRole('link', { name: 'Kiezen' }).getAttribute('href')).toBe('/credits/3');
    expect(screen.queryByText('Meest gekozen')).toBeNull();
  });

  it('tells the member the balance and links to repeating an order and the history', () => {
    renderCredits();
    expect(screen.getByText('Je saldo: 7 credits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Een eerdere bestelling herhalen' }).getAttribute('href')).toBe('/credits/repeat-order');
    expect(screen.getByRole('link', { name: 'Bekijk je transacties' }).getAttribute('href')).toBe('/transactions');
  });
});
