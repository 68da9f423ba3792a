import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/constants';
import { forbiddenVariants, variantPattern } from './glossary';
import { exceptedKeys, messagesOf, visibleText } from './message-texts';

const glossary = forbiddenVariants();

describe('the glossary in docs/i18n.md', () => {
  it('has a table with forbidden variants for every locale', () => {
    expect(LOCALES.filter((locale) => !glossary.get(locale)?.length)).toEqual([]);
  });

  it('matches a forbidden variant as a whole word, with * for any ending', () => {
    expect(variantPattern('lik').test('Lik og match')).toBe(true);
    expect(variantPattern('lik').test('Liker dere hverandre')).toBe(false);
    expect(variantPattern('członk*').test('Zostań członkiem premium')).toBe(true);
    expect(variantPattern('mail').test('adres e-mail')).toBe(false);
    expect(variantPattern('s’enregistrer').test("Tu peux t'enregistrer ou s'enregistrer")).toBe(true);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  it('uses the glossary terms, none of the forbidden variants', () => {
    const excepted = exceptedKeys('glossary', locale);
    // Each pattern compiled and each message's visible text taken once, not once per pair.
    const variants = (glossary.get(locale) ?? []).map((entry) => ({ ...entry, pattern: variantPattern(entry.variant) }));
    const found = messagesOf(locale)
      .filter(([key]) => !excepted.has(key))
      .flatMap(([key, message]) => {
        const text = visibleText(message);
        return variants.filter(({ pattern }) => pattern.test(text)).map(({ term, variant }) => `${key}: "${variant}" (${term})`);
      });
    expect(found).toEqual([]);
  });
});
