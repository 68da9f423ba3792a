import { describe, expect, it } from 'vitest';
import { countryFromDomainLanguage, pickLocale, visibleLanguages } from '@/shared/locale';

describe('visible languages (§9)', () => {
  it('shows Belgians Dutch, French and German', () => {
    expect(visibleLanguages('BE')).toEqual(['nl', 'fr', 'de']);
  });
  it('shows the Swiss four languages and Americans English and Spanish', () => {
    expect(visibleLanguages('CH')).toEqual(['de', 'it', 'fr', 'en']);
    expect(visibleLanguages('us')).toEqual(['en', 'es']);
  });
  it('shows Dutch visitors only Dutch, so no language menu', () => {
    expect(visibleLanguages('NL')).toEqual(['nl']);
  });
  it('shows every locale to a country outside the table', () => {
    expect(visibleLanguages('SE')).toHaveLength(11);
    expect(visibleLanguages(null)).toHaveLength(11);
  });
});

describe('picking the locale (§7)', () => {
  it('prefers the cookie, then the member, then the domain language', () => {
    expect(pickLocale({ cookie: 'de', userLanguage: 'fr', domainLanguage: 'nl-NL' })).toBe('de');
    expect(pickLocale({ cookie: null, userLanguage: 'fr', domainLanguage: 'nl-NL' })).toBe('fr');
    expect(pickLocale({ cookie: 'xx', domainLanguage: 'nl-NL' })).toBe('nl');
  });
  it('falls back to English for an unsupported domain language', () => {
    expect(pickLocale({ domainLanguage: 'pt-BR' })).toBe('en');
  });
  it('reads the home country from the domain language', () => {
    expect(countryFromDomainLanguage('nl-NL')).toBe('NL');
    expect(countryFromDomainLanguage('en')).toBeNull();
  });
});
