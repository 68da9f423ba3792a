// Renders the time-bonus components for a member whose time bonus ends `secondsLeft` from now.
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderShell, testUser } from '../shell/shell-render';
import type { TimeBonusDto } from '@/shared/types/payments';

export function timeBonusEndingIn(secondsLeft: number): TimeBonusDto {
  return {
    code: 'TIMEBONUS25',
    country: null,
    user_id: 1,
    expires: new Date(Date.now() + secondsLeft * 1_000).toISOString(),
    value_percentage: 25,
    currency: 'EUR',
    minimum_order_value: 0,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
  };
}

/** The API answers the time bonus (and no welcome discount); the member has `credits`. */
export function renderWithTimeBonus(ui: ReactElement, bonus: TimeBonusDto | null, credits = 0) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.includes('timebonus=true') && bonus ? bonus : { error: 'not_found', message: 'Niet gevonden' };
    return new Response(JSON.stringify(body), { status: body === bonus ? 200 : 404, headers: { 'content-type': 'application/json' } });
  });
  return renderShell(ui, { user: { ...testUser(), credits } });
}
