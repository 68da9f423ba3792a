// Renders the time-bonus components for a member whose time bonus ends `secondsLeft` from now.
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderShell, testUser } from '../shell/shell-render';
import type { DiscountCodeDto, TimeBonusDto } from '@/shared/types/payments';

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

/** `signedUpAgo`: seconds since signup; within the first hour by default, when both offers run. */
type Member = { credits?: number; paid?: boolean; welcome?: DiscountCodeDto; signedUpAgo?: number };

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API answers the time bonus and the welcome discount (404 for what is not given); the member as given. */
export function renderWithTimeBonus(ui: ReactElement, bonus: TimeBonusDto | null, { credits = 0, paid = false, welcome, signedUpAgo = 3_600 }: Member = {}) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    const body = url.includes('timebonus=true') ? bonus : url.includes('welcome=true') ? welcome : null;
    return body ? json(body, 200) : json({ error: 'not_found', message: 'Niet gevonden' }, 404);
  });
  const createdAt = new Date(Date.now() - signedUpAgo * 1_000).toISOString();
  renderShell(ui, { user: { ...testUser(), credits, paid_user: paid, created_at: createdAt } });
  return { requests };
}
