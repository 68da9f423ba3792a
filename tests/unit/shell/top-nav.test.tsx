// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TopNav } from '@/components/layout/top-nav';
import { fakeMatchMedia, renderShell, testUser } from './shell-render';

const router = { push: vi.fn(), refresh: vi.fn(), back: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/members', useSearchParams: () => new URLSearchParams() }));

beforeEach(() => {
  window.matchMedia = fakeMatchMedia(['(min-width: 768px)']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nav = () => screen.getByRole('navigation', { name: 'Hoofdmenu' });

describe('TopNav', () => {
  it('gives visitors Login and Sign up instead of the member items', () => {
    renderShell(<TopNav />);
    expect(within(nav()).getAllByRole('link', { name: 'Inloggen' })[0].getAttribute('href')).toBe('/login');
    expect(within(nav()).getAllByRole('button', { name: 'Aanmelden' }).length).toBeGreaterThan(0);
    expect(within(nav()).queryByRole('link', { name: /Berichten/ })).toBeNull();
  });

  it('shows search, messages, likes and premium to a free member', () => {
    renderShell(<TopNav />, { user: testUser() });
    expect(within(nav()).getByRole('link', { name: 'Zoeken' }).getAttribute('href')).toBe('/members');
    expect(within(nav()).getAllByRole('link', { name: 'Berichten' })[0].getAttribute('href')).toBe('/chats');
    expect(within(nav()).getAllByRole('link', { name: 'Likes' })[0].getAttribute('href')).toBe('/likes');
    expect(within(nav()).getByRole('link', { name: 'Premium' }).getAttribute('href')).toBe('/premium');
    expect(within(nav()).queryByRole('link', { name: /Credits/ })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Zoeken' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows credits with a low-balance badge to a paid member', () => {
    renderShell(<TopNav />, { user: { ...testUser(), paid_user: true, credits: 4 } });
    const credits = within(nav()).getByRole('link', { name: /Credits/ });
    expect(credits.getAttribute('href')).toBe('/credits');
    expect(credits.textContent).toContain('Saldo: 4 credits');
    expect(credits.querySelector('.bg-warning')).toBeTruthy();
  });

  it('shows no credits badge above 10 credits', () => {
    renderShell(<TopNav />, { user: { ...testUser(), paid_user: true, credits: 11 } });
    expect(within(nav()).getByRole('link', { name: 'Credits' }).querySelector('.badge')).toBeNull();
  });

  it('offers the language choice only when more than one language is visible', () => {
    renderShell(<TopNav />);
    expect(screen.queryByText('Taal kiezen')).toBeNull();
    cleanup();
    renderShell(<TopNav />, { settings: { visible_languages: ['nl', 'fr', 'de'] } });
    expect(screen.getAllByText('Taal kiezen').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Français/ }).length).toBeGreaterThan(0);
  });

  it('logs out from the account menu', async () => {
    // As the API answers: the logout succeeds, and the member query refetched after it finds nobody.
    const json = (body: object, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fetch = vi.fn(async (url: string) =>
      url === '/api/user.php' ? json({ error: 'authentication_required', message: 'Log in om verder te gaan.' }, 403) : json({}, 200),
    );
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderShell(<TopNav />, { user: testUser() });
    fireEvent.click(screen.getAllByRole('button', { name: 'Uitloggen' })[0]);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/logout.php', expect.anything()));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });
});
