import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/constants';

// tests/e2e/locale-sweep.spec.ts fails a page in one language that shows a word of another, by the
// word lists of tests/e2e/data/locale-words.json. A word is only proof of the wrong language while
// its own locale uses it and no other does; translations change, so this keeps the lists honest.
// When it fails, run `node scripts/locale-words.mjs` and commit the new lists.

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree | string): string[] => (typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(texts));
const words = (text: string) =>
  text
    .replace(/\{[^{}]*\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];
const vocabulary = new Map(
  LOCALES.map((locale) => [locale, new Set(texts(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree).flatMap(words))]),
);
const lists: Record<string, string[]> = JSON.parse(readFileSync('tests/e2e/data/locale-words.json', 'utf8'));

describe('the word lists of the locale sweep', () => {
  it('has a list for every locale', () => {
    expect(Object.keys(lists).sort()).toEqual([...LOCALES].sort());
  });

  it.each([...LOCALES])('lists for %s only words its messages use and no other locale does', (locale) => {
    expect(lists[locale].length).toBeGreaterThanOrEqual(20);
    expect(lists[locale].filter((word) => !vocabulary.get(locale)!.has(word))).toEqual([]);
    const shared = lists[locale].flatMap((word) =>
      LOCALES.filter((other) => other !== locale && vocabulary.get(other)!.has(word)).map((other) => `${word} (${other})`),
    );
    expect(shared).toEqual([]);
  });
});
