// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MembersPage } from '@/features/staff/components/members/members-page';
import type { MemberDetailDto, MemberHitDto } from '@/shared/types/staff-members';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hit: MemberHitDto = {
  id: 42,
  email: 'henk@example.com',
  name: 'Henk',
  site: { id: 1, domain: 'amora.nl' },
  status: 'not_confirmed',
  created_at: '2026-01-02T10:00:00Z',
  credits: 12,
  deleted: false,
};

const detail: MemberDetailDto = {
  account: { ...hit, language: 'nl', last_login_at: null, deleted_at: null, erased_at: null },
  profile: { name: 'Henk', age: 41, country: 'NL', region: 'Utrecht', photos: 3 },
  credits: { balance: 12, ledger: [{ id: 1, delta: 12, balance_after: 12, kind: 'purchase', created_at: '2026-01-02T10:05:00Z' }] },
  orders: [{ id: 9, status: 'paid', amount_cents: 1995, currency: 'EUR', method: 'ideal', created_at: '2026-01-02T10:04:00Z' }],
  open_sessions: 2,
  notifications: { disabled: ['bounce'], prefs: { message_new: false }, push_denied_at: null, push_subscriptions: 2 },
  reports: { against_open: 1, against_total: 3, made: 0 },
  direct_debit: { barred: true },
};

/** The members API: the search and the detail, recording the URLs asked for. */
function membersApi() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const body = url.includes('id=') ? { member: detail } : { members: [hit] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

describe('the support desk’s members page', () => {
  it('finds a member and opens their account with credits, orders and the actions', async () => {
    const urls = membersApi();
    renderWithProviders(<MembersPage />);
    fireEvent.change(screen.getByLabelText('Lid zoeken'), { target: { value: 'henk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    const results = await screen.findByRole('table', { name: 'Gevonden leden' });
    expect(within(results).getByText(/amora\.nl/)).toBeTruthy();
    fireEvent.click(within(results).getByRole('button', { name: 'henk@example.com' }));
    const pane = await screen.findByRole('region', { name: 'henk@example.com' });
    expect(within(pane).getByText('Credits: 12')).toBeTruthy();
    expect(within(pane).getByText('Henk, 41, Utrecht · foto’s: 3')).toBeTruthy();
    expect(within(pane).getByText('Gestopt: bounce')).toBeTruthy();
    expect(within(pane).getByRole('table', { name: 'Bestellingen' }).textContent).toContain('19,95');
    expect(within(pane).getByRole('button', { name: 'Overal uitloggen' })).toBeTruthy();
    expect(within(pane).getByRole('button', { name: 'Activatiemail opnieuw sturen' })).toBeTruthy();
    expect(within(pane).getByText('message_new')).toBeTruthy();
    expect(within(pane).getByText('2 browsers aangemeld')).toBeTruthy();
    expect(within(pane).getByText('Over dit lid: 1 open, 3 in totaal · door dit lid gedaan: 0')).toBeTruthy();
    // Barred: the action lifts the bar; a paid order can be refunded.
    expect(within(pane).getByRole('button', { name: 'Blokkade automatische incasso opheffen' })).toBeTruthy();
    expect(within(pane).getByRole('button', { name: 'Bestelling #9 terugbetalen' })).toBeTruthy();
    expect(urls).toEqual(['/api/staff/members.php?q=henk', '/api/staff/members.php?id=42']);
  });
});
