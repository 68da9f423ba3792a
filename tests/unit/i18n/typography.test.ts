import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/constants';
import { labelled } from '@/shared/i18n/typography';
import { exceptedKeys, messagesOf, visibleText } from './message-texts';

// The quotation marks each language prints (docs/i18n.md, Typography); ’ is the apostrophe everywhere.
const QUOTES: Record<string, string> = {
  nl: '“”‘',
  en: '“”‘',
  de: '„“‚‘',
  fr: '«»“”',
  es: '«»“”',
  it: '«»“”',
  pl: '„”»«',
  da: '»«›‹',
  no: '«»„“',
  sv: '”',
  fi: '”',
};
const ALL_QUOTES = '"„“”«»‚‘‹›';

const offending = (check: string, locale: string, bad: (text: string) => boolean) => {
  const excepted = exceptedKeys(check, locale);
  return messagesOf(locale)
    .filter(([key, message]) => !excepted.has(key) && bad(visibleText(message)))
    .map(([key]) => key);
};

describe.each(LOCALES)('%s typography', (locale) => {
  it('writes the apostrophe as ’, never as a straight quote (which ICU reads as an escape)', () => {
    expect(offending('apostrophe', locale, (text) => text.includes("'"))).toEqual([]);
  });

  it('uses only its own quotation marks', () => {
    const foreign = [...ALL_QUOTES].filter((mark) => !QUOTES[locale].includes(mark));
    expect(offending('quotes', locale, (text) => foreign.some((mark) => text.includes(mark)))).toEqual([]);
  });
});

describe('French spacing', () => {
  // A mark after anything but a no-break space; times (9:00) and URLs (https://) are not punctuation.
  const unspaced = /(?<![\u00A0\u202F])[;!?]|(?<![\u00A0\u202F\d])(?<!https?):(?!\d)/;

  it('puts a no-break space before : ; ! ? in every French text', () => {
    expect(offending('frenchSpacing', 'fr', (text) => unspaced.test(text))).toEqual([]);
  });

  it('puts a narrow no-break space inside « »', () => {
    expect(offending('frenchSpacing', 'fr', (text) => /«(?!\u202F)|(?<!\u202F)»/.test(text))).toEqual([]);
  });

  it('gives a label in code its colon with the locale’s spacing', () => {
    expect(labelled('fr', 'Lien', 'https://amora.example/')).toBe('Lien\u00A0: https://amora.example/');
    expect(labelled('en', 'Link', 'https://amora.example/')).toBe('Link: https://amora.example/');
    expect(labelled('de', 'Link', 'https://amora.example/')).toBe('Link: https://amora.example/');
  });
});
