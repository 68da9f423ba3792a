#!/usr/bin/env node
// Writes tests/e2e/data/locale-words.json: per locale, words of the navigation, landing, footer and
// the swept pages that appear in that locale's messages and in no other locale's messages at all.
// The locale sweep (tests/e2e/locale-sweep.spec.ts) fails when a page in one language shows a word of
// another; tests/unit/i18n/locale-words.test.ts fails when a translation change makes a word no longer
// distinctive, and then this script is run again.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv'];
// The namespaces the sweep's pages show, navigation and landing first: their words are seen most.
const NAMESPACES = [
  'TopNav',
  'LandingPage',
  'Footer',
  'ErrorPage',
  'LoginPage',
  'SignupForm',
  'SignupModal',
  'MembersPage',
  'MemberCard',
  'MemberProfile',
  'ProfilePage',
  'Banners',
];
const PER_LOCALE = 120;
const MIN_LENGTH = 4;

const messages = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(`messages/${l}.json`, 'utf8'))]));
const texts = (node) => (typeof node === 'string' ? [node] : Object.values(node ?? {}).flatMap(texts));
// ICU arguments and branches hold selector words (plural, other, one), never words a page shows as such.
const words = (text) =>
  text
    .replace(/\{[^{}]*\}/g, ' ')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];
const vocabulary = Object.fromEntries(LOCALES.map((l) => [l, new Set(texts(messages[l]).flatMap(words))]));

function distinctiveWords(locale) {
  const picked = [];
  for (const namespace of NAMESPACES) {
    const candidates = [...new Set(texts(messages[locale][namespace]).flatMap(words))]
      .filter((w) => w.length >= MIN_LENGTH && !picked.includes(w))
      .filter((w) => LOCALES.every((other) => other === locale || !vocabulary[other].has(w)))
      .sort((a, b) => b.length - a.length || a.localeCompare(b));
    picked.push(...candidates.slice(0, PER_LOCALE - picked.length));
    if (picked.length >= PER_LOCALE) break;
  }
  return picked.sort((a, b) => a.localeCompare(b, locale));
}

const result = Object.fromEntries(LOCALES.map((l) => [l, distinctiveWords(l)]));
writeFileSync('tests/e2e/data/locale-words.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(
  Object.entries(result)
    .map(([l, w]) => `${l}: ${w.length}`)
    .join(', '),
);
