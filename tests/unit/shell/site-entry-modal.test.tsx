// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { SiteEntryModal } from '@/features/site-chrome/components/entry/site-entry-modal';
import { ENTRY_DISMISSED_KEY } from '@/features/site-chrome/components/entry/entry-rules';
import { fakeMatchMedia, renderShell, testUser } from './shell-render';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const settings = { enable_site_entry_popup: 'yes', entry_popup_countries: ['NL', 'DE'], geoip_country: 'NL' };

beforeEach(() => {
  window.matchMedia = fakeMatchMedia();
  localStorage.clear();
});
afterEach(cleanup);

describe('SiteEntryModal', () => {
  it('asks a visitor from a listed country once and remembers the answer', async () => {
    renderShell(<SiteEntryModal />, { settings });
    // The modal's code loads on first show.
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ik ben 18+, ga verder' }));
    expect(Number(localStorage.getItem(ENTRY_DISMISSED_KEY))).toBeGreaterThan(0);
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
});
