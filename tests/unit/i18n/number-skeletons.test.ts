import { describe, expect, it } from 'vitest';
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '@/shared/constants';
import { argumentUses, loadMessages, type ArgUse } from './message-catalog';

// Pages format messages compiled at build time (decision 034) with a small formatter that hands a
// number's skeleton to Intl.NumberFormat; ICU skeleton options Intl does not know (`scale/0.01`) are
// dropped there without a word, so 25 with `::percent scale/0.01` would read "2.500%". Every message
// with a formatted number must read the same through both formatters.

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

const SAMPLE: Record<ArgUse['kind'], string | number> = { number: 0.25, plural: 2, select: 'other', plain: 'X', other: 0 };
const valuesFor = (text: string) => Object.fromEntries(argumentUses(text).map((use) => [use.name, SAMPLE[use.kind]]));

describe('formatted numbers in messages', () => {
  for (const locale of LOCALES) {
    it(`read the same in the pages' compiled form as in ICU, in ${locale}`, () => {
      const differ: string[] = [];
      for (const [key, text] of loadMessages(locale)) {
        if (!argumentUses(text).some((use) => use.kind === 'number') || text.includes('<')) continue;
        const values = valuesFor(text);
        const icu = String(new IntlMessageFormat(text, locale).format(values));
        const compiled = String(format(compile(text), locale, values, { formatters }));
        if (compiled !== icu) differ.push(`${key}: ${compiled} ≠ ${icu}`);
      }
      expect(differ).toEqual([]);
    });
  }

  it('give a percentage its sign from the locale', () => {
    const nl = loadMessages('nl').get('TimeBonus.modalTitle') ?? '';
    expect(String(format(compile(nl), 'nl', { percent: 0.25 }, { formatters }))).toBe('25% welkomstkorting');
    const fr = loadMessages('fr').get('TimeBonus.modalTitle') ?? '';
    expect(String(format(compile(fr), 'fr', { percent: 0.25 }, { formatters }))).toMatch(/^25[\u00a0\u202f]% /);
  });
});
