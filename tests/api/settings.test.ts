import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import { translate } from '@/server/i18n/translate';
import type { SettingsDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: 'gay.localhost', name: 'Amora Men', niche: 7, domainLanguage: 'en-GB' }] });
});
afterAll(() => t.close());

async function settingsFor(host: string, path = '/api/settings.php', headers: Record<string, string> = {}): Promise<SettingsDto> {
  const res = await t.agent(host).get(path, headers);
  expect(res.status).toBe(200);
  return (await bodyOf<{ settings: SettingsDto }>(res)).settings;
}

// §3 "Site settings (server-provided)", with the push public key under its API name.
const SECTION_3_FIELDS = [
  'name',
  'domain',
  'domain_language',
  'cdn_prefix',
  'index_title',
  'description',
  'niche',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'geoip_country',
  'geoip_selected_country',
  'enable_site_entry_popup',
  'push_public_key',
  'support_phone',
  'support_email',
  'minimum_message_costs',
  'fictional_icon',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'countries',
  'visible_profile_fields',
  'visible_profile_notes',
  'region_data',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'search_fields',
  'interests',
  'refund_days',
  'member_resell',
];

describe('GET /api/settings.php', () => {
  it('answers every §3 settings field for the site of the host', async () => {
    const settings = await settingsFor('localhost');
    expect(Object.keys(settings)).toEqual(expect.arrayContaining(SECTION_3_FIELDS));
    expect(settings).toMatchObject({
      name: 'Amora',
      domain: 'localhost',
      domain_language: 'nl-NL',
      niche: 1,
      niche_slug: 'default',
      signups: 'all',
      support_email: 'support@localhost',
      message_credits: 5,
      refund_days: 14,
      locale: 'nl',
    });
    expect(settings.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(settings.interests).toHaveLength(50);
    expect(settings.region_data.NL).toEqual({ type: 'province', label: 'Provincie' });
  });

  it('speaks Dutch on a Dutch site', async () => {
    const settings = await settingsFor('localhost');
    expect(settings.fictional_warning).toBe('Dit is een fictief profiel. Fysiek contact met dit profiel is niet mogelijk.');
    expect(settings.fictional_singular).toBe('Fictief profiel');
    expect(settings.fictional_plural).toBe('Fictieve profielen');
    expect(settings.interests.find((i) => i.slug === 'beach')?.name).toBe('Strand');
  });

  it('keeps the same push key between requests', async () => {
    const first = await settingsFor('localhost');
    const second = await settingsFor('gay.localhost');
    expect(second.push_public_key).toBe(first.push_public_key);
  });

  it('gives an unknown host the default site', async () => {
    const settings = await settingsFor('nobody-knows-this.example');
    expect(settings.name).toBe('Amora');
    expect(settings.domain).toBe('localhost');
  });

  it('ignores the port and a www. prefix when it looks up the site', async () => {
    expect((await settingsFor('www.gay.localhost:3000')).name).toBe('Amora Men');
  });

  it('answers a second site with its own name, niche slug and English texts', async () => {
    const settings = await settingsFor('gay.localhost');
    expect(settings).toMatchObject({ name: 'Amora Men', domain: 'gay.localhost', niche: 7, niche_slug: 'gay', locale: 'en' });
    expect(settings.fictional_warning).toBe('This is a fictional profile. Physical contact with this profile isn’t possible.');
    expect(settings.fictional_singular).toBe('Fictional profile');
    expect(settings.region_data.NL.label).toBe('Province');
    expect(settings.interests.find((i) => i.slug === 'beach')?.name).toBe(translate('en', 'Interests.beach'));
    expect(settings.interests.find((i) => i.slug === 'beach')?.name).not.toBe('Strand');
  });

  it('answers the site named by _force_domain, as server rendering asks for it', async () => {
    const settings = await settingsFor('localhost', '/api/settings.php?_force_domain=gay.localhost');
    expect(settings.name).toBe('Amora Men');
  });

  it('lets the NEXT_LOCALE cookie override the language of the domain', async () => {
    const dutchOnMen = await settingsFor('gay.localhost', '/api/settings.php', { cookie: 'NEXT_LOCALE=nl' });
    expect(dutchOnMen.locale).toBe('nl');
    expect(dutchOnMen.fictional_warning).toBe('Dit is een fictief profiel. Fysiek contact met dit profiel is niet mogelijk.');
    const germanOnAmora = await settingsFor('localhost', '/api/settings.php', { cookie: 'NEXT_LOCALE=de' });
    expect(germanOnAmora.locale).toBe('de');
  });

  it('ignores a NEXT_LOCALE cookie naming a language we do not have', async () => {
    const settings = await settingsFor('localhost', '/api/settings.php', { cookie: 'NEXT_LOCALE=xx' });
    expect(settings.locale).toBe('nl');
  });

  describe('visible languages (§9)', () => {
    it('takes the country from the domain language of the site', async () => {
      const dutch = await settingsFor('localhost');
      expect(dutch.geoip_country).toBe('NL');
      expect(dutch.visible_languages).toEqual(['nl']);
      const british = await settingsFor('gay.localhost');
      expect(british.geoip_country).toBe('GB');
      expect(british.visible_languages).toEqual(['en']);
    });

    it('does not believe a country header when no trusted proxy sets it', async () => {
      const settings = await settingsFor('localhost', '/api/settings.php', { 'cf-ipcountry': 'CH' });
      expect(settings.geoip_country).toBe('NL');
      expect(settings.visible_languages).toEqual(['nl']);
    });

    it('follows the country the visitor selected', async () => {
      const settings = await settingsFor('localhost', '/api/settings.php', { cookie: 'country=be' });
      expect(settings.geoip_selected_country).toBe('BE');
      expect(settings.visible_languages).toEqual(['nl', 'fr', 'de']);
    });

    it('shows four languages in Switzerland and all of them in an unlisted country', async () => {
      expect((await settingsFor('localhost', '/api/settings.php', { cookie: 'country=CH' })).visible_languages).toEqual(['de', 'it', 'fr', 'en']);
      expect((await settingsFor('localhost', '/api/settings.php', { cookie: 'country=SE' })).visible_languages).toHaveLength(11);
    });

    it('ignores a selected country that is not a country code', async () => {
      const settings = await settingsFor('localhost', '/api/settings.php', { cookie: 'country=../x' });
      expect(settings.geoip_selected_country).toBeNull();
      expect(settings.visible_languages).toEqual(['nl']);
    });
  });
});
