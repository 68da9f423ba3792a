// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { PricingPage } from '@/features/payments/components/pricing-page';
import type { MessagePriceDto } from '@/shared/types/payments';
import { renderChat, testUser } from '../chat/render-chat';
import { euro, packagesNl } from './payments-fixtures';
import { packagesQueryKey } from '@/features/payments/api/query-keys';

afterEach(cleanup);

const prices: MessagePriceDto[] = [
  { country: 'NL', currency: 'EUR', price_per_message: 59 },
  { country: 'BE', currency: 'EUR', price_per_message: 61 },
  { country: 'PL', currency: 'PLN', price_per_message: 240 },
];

function renderPricing() {
  return renderChat(<PricingPage prices={prices} />, {
    user: { ...testUser(), paid_user: false },
    // The site's own table of minimum message costs no longer decides what /pricing shows.
    settings: { countries: ['NL', 'BE', 'PL'], minimum_message_costs: { NL: { costs: 0.5, currency: 'EUR' } }, geoip_country: 'NL' },
    seed: (qc) => qc.setQueryData(packagesQueryKey('NL'), packagesNl),
  });
}

describe('/pricing', () => {
  it('lists every country with the price per message its cheapest package gives, the same as on the package cards', () => {
    renderPricing();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['België', 'Nederland', 'Polen']);
    expect(within(rows[1]).getByText(`vanaf ${euro(59)}`)).toBeTruthy();
    const cheapestCard = within(screen.getByRole('list', { name: 'Creditpakketten' })).getAllByRole('article')[0];
    expect(within(cheapestCard).getByText(`${euro(59)} per bericht`)).toBeTruthy();
  });

  it('offers the same countries in its country choice and makes no claim about the largest package', () => {
    renderPricing();
    const choice = screen.getByRole('combobox', { name: 'Land' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['NL', 'BE', 'PL']);
    expect(screen.queryByText(/grootste pakket/)).toBeNull();
    expect(screen.getByText(/zolang je de credits ervan nog niet hebt gebruikt/)).toBeTruthy();
  });
});
