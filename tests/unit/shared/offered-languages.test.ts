import { describe, expect, it } from 'vitest';
import { offeredLanguages } from '@/shared/locale';
import { ogLocale } from '@/shared/og-locale';

describe('offeredLanguages', () => {
  it('offers the country’s languages (§9)', () => {
    expect(offeredLanguages('BE', ['fr'])).toEqual(['nl', 'fr', 'de']);
    expect(offeredLanguages('NL', ['nl'])).toEqual(['nl']);
  });

  it('adds the languages the visitor chose outside the country’s list', () => {
    expect(offeredLanguages('NL', ['de'])).toEqual(['nl', 'de']);
    expect(offeredLanguages('NL', ['nl', 'sv'])).toEqual(['nl', 'sv']);
    expect(offeredLanguages('GB', ['de', 'de'])).toEqual(['en', 'de']);
  });

  it('ignores a saved language we do not have', () => {
    expect(offeredLanguages('NL', ['nl', 'xx', null, undefined])).toEqual(['nl']);
  });
});

describe('ogLocale', () => {
  it('uses the site’s territory when the page speaks the site’s language', () => {
    expect(ogLocale('en', 'en-GB')).toBe('en_GB');
    expect(ogLocale('nl', 'nl-BE')).toBe('nl_BE');
  });

  it('uses the language’s home territory otherwise', () => {
    expect(ogLocale('de', 'nl-NL')).toBe('de_DE');
    expect(ogLocale('no', 'no-NO')).toBe('nb_NO');
    expect(ogLocale('en', 'nl-NL')).toBe('en_GB');
  });
});
