#!/usr/bin/env node
// Merges a JSON fragment into messages/<locale>.json and rewrites it with sorted keys.
// Usage: node scripts/i18n-merge.mjs nl fragment.json   (or '-' to read the fragment from stdin)
import { readFileSync, writeFileSync, renameSync } from 'node:fs';

const [locale, source] = process.argv.slice(2);
if (!locale || !source) {
  console.error('usage: i18n-merge.mjs <locale> <fragment.json|->');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(source === '-' ? 0 : source, 'utf8'));
const file = `messages/${locale}.json`;
const current = JSON.parse(readFileSync(file, 'utf8'));

function merge(target, add) {
  for (const [key, value] of Object.entries(add)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else target[key] = value;
  }
  return target;
}

function sorted(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted(value[k])]),
  );
}

const tmp = `${file}.${process.pid}.tmp`;
writeFileSync(tmp, JSON.stringify(sorted(merge(current, fragment)), null, 2) + '\n');
renameSync(tmp, file);
