// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SiteEntryModal } from '@/features/site-chrome/components/entry/site-entry-modal';
import { ENTRY_DISMISSED_COOKIE, ENTRY_DISMISSED_KEY } from '@/features/site-chrome/components/entry/entry-rules';
import { fakeMatchMedia, inShell, renderShell, testUser } from './shell-render';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const settings = { enable_site_entry_popup: 'yes', entry_popup_countries: ['NL', 'DE'], geoip_country: 'NL' };

beforeEach(() => {
  window.matchMedia = fakeMatchMedia();
  localStorage.clear();
  document.cookie = `${ENTRY_DISMISSED_COOKIE}=; Max-Age=0; Path=/`;
});

const dismissalCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${ENTRY_DISMISSED_COOKIE}=`));
afterEach(cleanup);

describe('SiteEntryModal', () => {
  it('asks a visitor from a listed country once and remembers the answer', async () => {
    renderShell(<SiteEntryModal />, { settings });
    expect(screen.getByRole('dialog', { name: screen.getByRole('heading').textContent! })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ik ben 18+, ga verder' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Number(localStorage.getItem(ENTRY_DISMISSED_KEY))).toBeGreaterThan(0);
    // The server reads the same answer from a cookie.
    expect(Number(dismissalCookie()?.split('=')[1])).toBeGreaterThan(0);
    cleanup();
    renderShell(<SiteEntryModal />, { settings });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to members or in installed-app mode', () => {
    renderShell(<SiteEntryModal />, { settings, user: testUser() });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    window.matchMedia = fakeMatchMedia(['(display-mode: standalone)']);
    renderShell(<SiteEntryModal />, { settings });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is in the server-rendered page for a first visit and left out after a confirmation', () => {
    const first = renderToString(inShell(<SiteEntryModal dismissedOnServer={false} />, { settings }));
    expect(first).toContain('role="dialog"');
    expect(first).toContain('Ik ben 18+, ga verder');
    expect(renderToString(inShell(<SiteEntryModal dismissedOnServer />, { settings }))).not.toContain('role="dialog"');
    // A member never gets it, not even in the server's HTML.
    expect(renderToString(inShell(<SiteEntryModal dismissedOnServer={false} />, { settings, user: testUser() }))).not.toContain('role="dialog"');
  });
});
