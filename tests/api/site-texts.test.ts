import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { sites } from '@/server/db/schema';
import { seedReferenceData } from '@/server/db/seed/reference-data';
import { AMORA_MEN_TEXTS, AMORA_TEXTS } from '@/server/db/seed/data/site-texts';
import { translate } from '@/server/i18n/translate';
import type { SettingsDto } from '@/shared/types/api';

// Site texts per language: the visitor's language, then the site's own (domain_language), then Dutch,
// then (for the fictional labels) the message files.

const EXAMPLE = 'example.localhost';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    sites: [
      // The demo sites as a data directory made before texts had languages holds them.
      {
        domain: 'gay.localhost',
        name: 'Amora Men',
        niche: 7,
        domainLanguage: 'en-GB',
        indexTitle: AMORA_MEN_TEXTS.index_title.en,
        description: AMORA_MEN_TEXTS.description.en,
      },
      {
        domain: EXAMPLE,
        name: 'Beispiel',
        domainLanguage: 'de-DE',
        indexTitle: 'Beispiel – Singles in Berlin',
        description: '',
        texts: {
          index_title: { fr: 'Beispiel – célibataires à Berlin', nl: 'Beispiel – singles in Berlijn' },
          description: { nl: 'Ontmoet singles in Berlijn.' },
          fictional_singular: { de: 'Moderiertes Profil', fr: 'Profil animé' },
          fictional_warning: { nl: 'Dit profiel wordt door ons team beheerd.' },
        },
      },
    ],
  });
  await t.db.update(sites).set({ indexTitle: AMORA_TEXTS.index_title.nl, description: AMORA_TEXTS.description.nl }).where(eq(sites.domain, 'localhost'));
  // What every start does: the demo sites get their other languages.
  await seedReferenceData(t.db, { demo: true, log: () => {} });
});
afterAll(() => t.close());

async function settingsIn(host: string, locale: string): Promise<SettingsDto> {
  const res = await t.agent(host).get('/api/settings.php', { cookie: `NEXT_LOCALE=${locale}` });
  expect(res.status).toBe(200);
  return (await bodyOf<{ settings: SettingsDto }>(res)).settings;
}

describe('GET /api/settings.php site texts', () => {
  it.each(['nl', 'en', 'de', 'fr', 'fi'] as const)('answers Amora in %s', async (locale) => {
    const settings = await settingsIn('localhost', locale);
    expect(settings).toMatchObject({ locale, index_title: AMORA_TEXTS.index_title[locale], description: AMORA_TEXTS.description[locale] });
  });

  it.each(['en', 'nl', 'de', 'fr', 'pl'] as const)('answers Amora Men in %s', async (locale) => {
    const settings = await settingsIn('gay.localhost', locale);
    expect(settings).toMatchObject({ locale, index_title: AMORA_MEN_TEXTS.index_title[locale], description: AMORA_MEN_TEXTS.description[locale] });
  });

  it('reads German on Amora as German, not as the Dutch column', async () => {
    const settings = await settingsIn('localhost', 'de');
    expect(settings.index_title).toBe('Amora – Dating und Chat mit Singles in deiner Nähe');
    expect(settings.description).not.toBe(AMORA_TEXTS.description.nl);
  });

  it('gives a language the site has its own text in', async () => {
    expect((await settingsIn(EXAMPLE, 'fr')).index_title).toBe('Beispiel – célibataires à Berlin');
  });

  it('falls back on the site language, then on Dutch', async () => {
    const italian = await settingsIn(EXAMPLE, 'it');
    expect(italian.index_title).toBe('Beispiel – Singles in Berlin');
    expect(italian.description).toBe('Ontmoet singles in Berlijn.');
  });

  it('takes the fictional labels from the site where it sets them, else from the message files', async () => {
    const italian = await settingsIn(EXAMPLE, 'it');
    expect(italian.fictional_singular).toBe('Moderiertes Profil');
    expect(italian.fictional_warning).toBe('Dit profiel wordt door ons team beheerd.');
    expect(italian.fictional_plural).toBe(translate('it', 'Fictional.plural'));
    expect((await settingsIn(EXAMPLE, 'fr')).fictional_singular).toBe('Profil animé');
    expect((await settingsIn('localhost', 'en')).fictional_singular).toBe(translate('en', 'Fictional.singular'));
  });

  it('keeps texts an operator has set when the seed runs again', async () => {
    const own = { index_title: { en: 'Amora – our own English title' } };
    await t.db.update(sites).set({ texts: own }).where(eq(sites.domain, 'gay.localhost'));
    await seedReferenceData(t.db, { demo: true, log: () => {} });
    const [row] = await t.db.select({ texts: sites.texts }).from(sites).where(eq(sites.domain, 'gay.localhost'));
    expect(row.texts).toEqual(own);
  });
});

describe('visible languages for a chosen language', () => {
  it('offers a language chosen by cookie next to the country’s', async () => {
    expect((await settingsIn('localhost', 'de')).visible_languages).toEqual(['nl', 'de']);
    expect((await settingsIn('localhost', 'nl')).visible_languages).toEqual(['nl']);
  });

  it('offers the language saved on the account while the cookie names another', async () => {
    const { agent } = await loggedInMember(t, { user: { language: 'sv' } });
    agent.cookies.set('NEXT_LOCALE', 'nl');
    const res = await agent.get('/api/settings.php');
    const settings = (await bodyOf<{ settings: SettingsDto }>(res)).settings;
    expect(settings.locale).toBe('nl');
    expect(settings.visible_languages).toEqual(['nl', 'sv']);
  });
});
