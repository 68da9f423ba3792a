import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`)));

/** Every message of a locale file as [dotted key, ICU text]. */
export const messagesOf = (locale: string): [string, string][] => flatten(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree);

/**
 * The words a reader sees: argument names (`{credits}`, `{count, plural,`), number skeletons
 * (`{percent, number, ::percent}`), the `#` of a plural, ICU quoting (`'{'`, `''`) and tag
 * names (`<link>`) taken out; plural branch texts stay.
 */
export const visibleText = (message: string): string =>
  message
    .replace(/,\s*::[^}]*\}/g, '}')
    .replace(/'[{}#|][^']*'|''/g, ' ')
    .replace(/\{\s*\w+\s*(?:,\s*\w+\s*)?[},]/g, ' ')
    .replace(/(?:=\d+|\w+)\s*\{/g, ' ')
    .replace(/<\/?\w+>/g, ' ')
    .replace(/[{}#]/g, ' ');

/**
 * Messages a check leaves alone, each with its reason (known-exceptions.json): the spec's Dutch texts
 * (used verbatim) and texts with numeric arguments that are rewritten as ICU plurals separately.
 */
type Exceptions = Record<string, Record<string, Record<string, string>>>;
const exceptions = JSON.parse(readFileSync('tests/unit/i18n/known-exceptions.json', 'utf8')) as Exceptions;

export const exceptedKeys = (check: string, locale: string): Set<string> => new Set(Object.keys(exceptions[check]?.[locale] ?? {}));
