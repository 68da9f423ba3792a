#!/usr/bin/env node
// Prints, per locale, the keys of messages/nl.json (the reference) that the locale lacks, as a JSON
// fragment with the Dutch text — ready to translate and feed to i18n-merge.mjs.
// Usage: node scripts/i18n-missing.mjs [locale]
import { readFileSync, readdirSync } from 'node:fs';

const flat = (o, k = '') => Object.entries(o).flatMap(([a, v]) => (v && typeof v === 'object' ? flat(v, `${k}${a}.`) : [[`${k}${a}`, v]]));
const ref = flat(JSON.parse(readFileSync('messages/nl.json', 'utf8')));
const only = process.argv[2];
const locales = readdirSync('messages')
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
for (const locale of locales.filter((l) => l !== 'nl' && (!only || l === only))) {
  const have = new Map(flat(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'))));
  const missing = {};
  for (const [key, value] of ref) {
    if (have.has(key) && have.get(key) !== '') continue;
    const parts = key.split('.');
    let node = missing;
    for (const p of parts.slice(0, -1)) node = node[p] ??= {};
    node[parts.at(-1)] = value;
  }
  if (Object.keys(missing).length) console.log(`${locale}: ${JSON.stringify(missing)}`);
}
