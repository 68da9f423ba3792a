import { describe, expect, it } from 'vitest';
import { showEntryWarning, showSiteEntryModal } from '@/features/site-chrome/components/entry/entry-rules';

const settings = { enable_site_entry_popup: 'yes', entry_popup_countries: [] as string[], geoip_country: 'NL' };
const base = { settings, loggedIn: false, standalone: false, dismissed: false, pathname: '/' };

describe('site-entry warning (§2)', () => {
  it('shows once to logged-out visitors', () => {
    expect(showSiteEntryModal(base)).toBe(true);
    expect(showSiteEntryModal({ ...base, dismissed: true })).toBe(false);
    expect(showSiteEntryModal({ ...base, loggedIn: true })).toBe(false);
  });

  it('is not shown in installed-app mode', () => {
    expect(showSiteEntryModal({ ...base, standalone: true })).toBe(false);
  });

  it("is switched off by enable_site_entry_popup 'no'", () => {
    expect(showSiteEntryModal({ ...base, settings: { ...settings, enable_site_entry_popup: 'no' } })).toBe(false);
  });

  it('with a country list, shows only to visitors from those countries', () => {
    const listed = { ...settings, entry_popup_countries: ['NL', 'DE'] };
    expect(showSiteEntryModal({ ...base, settings: listed })).toBe(true);
    expect(showSiteEntryModal({ ...base, settings: { ...listed, geoip_country: 'BE' } })).toBe(false);
    expect(showSiteEntryModal({ ...base, settings: { ...listed, geoip_country: null } })).toBe(false);
  });

  it('is hidden on complete-signup, reset-password and reset-password/do', () => {
    for (const pathname of ['/complete-signup', '/reset-password', '/reset-password/do']) {
      expect(showSiteEntryModal({ ...base, pathname })).toBe(false);
    }
  });
});

describe('entry warning of the chat, lander and empty layouts (§2, §9)', () => {
  it('shows to visitors from NL and DE only', () => {
    expect(showEntryWarning('NL', false, '/chats')).toBe(true);
    expect(showEntryWarning('de', false, '/landers/video')).toBe(true);
    expect(showEntryWarning('BE', false, '/chats')).toBe(false);
    expect(showEntryWarning(null, false, '/chats')).toBe(false);
  });

  it('respects an earlier dismissal and the hidden pages', () => {
    expect(showEntryWarning('NL', true, '/chats')).toBe(false);
    expect(showEntryWarning('NL', false, '/reset-password/do')).toBe(false);
  });
});
