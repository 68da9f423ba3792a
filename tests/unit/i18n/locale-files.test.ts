import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/constants';

type Tree = { [key: string]: string | Tree };
const load = (locale: string): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`)));
// ICU arguments: `{name}` or `{count, plural, …}`; plural branch texts (`{# leden}`) are not arguments.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*(?:,|\})/g)].map((m) => m[1]))].sort();

const reference = new Map(flatten(load('nl')));

describe('locale files', () => {
  it('has exactly the 11 locales', () => {
    const files = readdirSync('messages')
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))('%s has every key of nl, no extra ones and no empty texts', (locale) => {
    const entries = new Map(flatten(load(locale)));
    expect([...reference.keys()].filter((k) => !entries.has(k))).toEqual([]);
    expect([...entries.keys()].filter((k) => !reference.has(k))).toEqual([]);
    expect([...entries].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))('%s keeps the placeholders of every nl text', (locale) => {
    const entries = new Map(flatten(load(locale)));
    const broken = [...reference].filter(([k, v]) => entries.has(k) && placeholders(entries.get(k)!).join() !== placeholders(v).join());
    expect(broken.map(([k]) => k)).toEqual([]);
  });

  it('keeps the Dutch texts of the spec verbatim', () => {
    expect(reference.get('Errors.accountLocked')).toBe('Te veel foute pogingen, account voor {minutes} min geblokkeerd.');
    expect(reference.get('Errors.chatBlockedByOther')).toBe('{name} heeft je geblokkeerd. Je kunt het profiel van {name} niet meer bekijken.');
    expect(reference.get('Errors.dateOfBirth')).toBe('Vul uw geboortedatum in ({min_age}+ jaar)');
    expect(reference.get('Errors.photoLimit')).toBe('Foto-limiet bereikt');
    expect(reference.get('Errors.resetLimit')).toBe('Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.');
  });
});
