// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemberBlockedView } from '@/features/members/components/member-blocked-view';
import { ReportMemberModal } from '@/components/member-safety/report-member-modal';
import { fakeFetch, renderWithProviders } from '../auth/render-with-providers';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/members/7' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ReportMemberModal', () => {
  it('asks for a reason before it sends anything', async () => {
    const api = fakeFetch(200, { ok: true });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ReportMemberModal id={7} name="Bram" show onHide={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByText('Kies een geldige optie.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the reason and the explanation, then thanks the member', async () => {
    const api = fakeFetch(200, { ok: true });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ReportMemberModal id={7} name="Bram" show onHide={() => {}} />);
    fireEvent.change(screen.getByLabelText('Reden'), { target: { value: 'spam' } });
    fireEvent.change(screen.getByLabelText('Toelichting (niet verplicht)'), { target: { value: 'Stuurt links naar een webshop.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect((await screen.findByRole('status')).textContent).toContain('We bekijken het profiel van Bram zo snel mogelijk.');
    expect(api.calls[0].url).toBe('/api/report.php');
    expect(JSON.parse(String(api.calls[0].init.body))).toEqual({ profile: 7, reason: 'spam', text: 'Stuurt links naar een webshop.' });
  });
});

describe('MemberBlockedView', () => {
  it('shows the blocked member the §8 message and no way around it', () => {
    renderWithProviders(<MemberBlockedView id={7} name="Anna" blockedByMe={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anna heeft je geblokkeerd. Je kunt het profiel van Anna niet meer bekijken.');
    expect(screen.queryByRole('button', { name: 'Deblokkeren' })).toBeNull();
  });

  it('lets the blocker lift the block, then reloads the page', async () => {
    const api = fakeFetch(200, { ok: true });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<MemberBlockedView id={7} name="Bram" blockedByMe />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Je hebt Bram geblokkeerd.');
    fireEvent.click(screen.getByRole('button', { name: 'Deblokkeren' }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(api.calls[0]).toMatchObject({ url: '/api/block.php', init: { method: 'DELETE', body: JSON.stringify({ profile: 7 }) } });
  });
});
