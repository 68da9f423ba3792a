import { describe, expect, it } from 'vitest';
import { siteText } from '@/server/services/sites/site-text';
import type { SiteTexts } from '@/server/db/schema';

function site(overrides: { domainLanguage?: string; indexTitle?: string; description?: string; texts?: SiteTexts } = {}) {
  return { domainLanguage: 'nl-NL', indexTitle: '', description: '', texts: {}, ...overrides };
}

describe('siteText', () => {
  it('answers the visitor’s language first', () => {
    const s = site({ indexTitle: 'Daten in de buurt', texts: { index_title: { en: 'Dating nearby' } } });
    expect(siteText(s, 'index_title', 'en')).toBe('Dating nearby');
  });

  it('falls back on the site’s own language, held in the column', () => {
    const s = site({ domainLanguage: 'de-DE', indexTitle: 'Dating in der Nähe', texts: { index_title: { nl: 'Daten in de buurt' } } });
    expect(siteText(s, 'index_title', 'fr')).toBe('Dating in der Nähe');
  });

  it('lets the column win over a texts entry in the site’s own language', () => {
    const s = site({ indexTitle: 'Nieuwe titel', texts: { index_title: { nl: 'Oude titel' } } });
    expect(siteText(s, 'index_title', 'nl')).toBe('Nieuwe titel');
  });

  it('uses the texts entry of the site’s language when its column is empty', () => {
    const s = site({ domainLanguage: 'en-GB', texts: { description: { en: 'Meet men', nl: 'Ontmoet mannen' } } });
    expect(siteText(s, 'description', 'de')).toBe('Meet men');
  });

  it('falls back on Dutch when neither the visitor’s nor the site’s language has a text', () => {
    const s = site({ domainLanguage: 'en-GB', texts: { fictional_warning: { nl: 'Fictief, door ons beheerd.' } } });
    expect(siteText(s, 'fictional_warning', 'it')).toBe('Fictief, door ons beheerd.');
  });

  it('treats a site language we do not speak as absent', () => {
    const s = site({ domainLanguage: 'pt-PT', indexTitle: 'Encontros', texts: { index_title: { nl: 'Daten' } } });
    expect(siteText(s, 'index_title', 'fr')).toBe('Daten');
  });

  it('answers null when the site sets no text, so the message files may speak', () => {
    expect(siteText(site(), 'fictional_singular', 'en')).toBeNull();
    expect(siteText(site({ texts: { fictional_singular: { en: '   ' } } }), 'fictional_singular', 'en')).toBeNull();
  });
});

describe('siteText with texts typed by hand', () => {
  it('skips an entry that is not a string', () => {
    const texts = { index_title: { en: 42 } } as unknown as SiteTexts;
    expect(siteText(site({ indexTitle: 'Daten in de buurt', texts }), 'index_title', 'en')).toBe('Daten in de buurt');
  });
});
