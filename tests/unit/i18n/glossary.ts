import { readFileSync } from 'node:fs';

export type ForbiddenVariant = { term: string; variant: string };

const HEADING = /^### (\w+) — /;
const ROW = /^\|([^|]+)\|([^|]*)\|([^|]*)\|\s*$/;

/** The "Never" column of every locale table in docs/i18n.md, as forbidden variants per locale. */
export function forbiddenVariants(markdown = readFileSync('docs/i18n.md', 'utf8')): Map<string, ForbiddenVariant[]> {
  const byLocale = new Map<string, ForbiddenVariant[]>();
  let locale: string | undefined;
  for (const line of markdown.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) locale = heading[1];
    else if (line.startsWith('## ')) locale = undefined;
    const row = locale ? ROW.exec(line) : null;
    if (!locale || !row) continue;
    const variants = [...row[3].matchAll(/`([^`]+)`/g)].map((m) => ({ term: row[1].trim(), variant: m[1] }));
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), ...variants]);
  }
  return byLocale;
}

/** A whole-word (or whole-phrase), case-insensitive pattern; a trailing `*` allows any ending. */
export function variantPattern(variant: string): RegExp {
  const prefix = variant.endsWith('*');
  const body = (prefix ? variant.slice(0, -1) : variant).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/’/g, "['’]");
  return new RegExp(`(?<![\\p{L}\\p{N}-])${body}${prefix ? '[\\p{L}-]*' : ''}(?![\\p{L}\\p{N}])`, 'iu');
}
