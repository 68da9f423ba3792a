import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`)));

/** Every message of one locale file as dotted key → ICU text. */
export function loadMessages(locale: string): Map<string, string> {
  return new Map(flatten(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree));
}

export function loadTree(locale: string): Tree {
  return JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Tree;
}

export type ArgUse = { name: string; kind: 'plain' | 'number' | 'plural' | 'select' | 'other' };

/** Each argument of a message, also those nested inside plural and select branches. */
export function argumentUses(text: string): ArgUse[] {
  const uses: ArgUse[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) uses.push({ name: el.value, kind: 'plain' });
      else if (el.type === TYPE.number) uses.push({ name: el.value, kind: 'number' });
      else if (el.type === TYPE.plural) uses.push({ name: el.value, kind: 'plural' });
      else if (el.type === TYPE.select) uses.push({ name: el.value, kind: 'select' });
      else if (el.type === TYPE.date || el.type === TYPE.time) uses.push({ name: el.value, kind: 'other' });
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(text, { ignoreTag: false }));
  return uses;
}

/** The exact-number branches (`=0`) of the plurals of a message. */
export function exactBranches(text: string): string[] {
  const found: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type !== TYPE.plural && el.type !== TYPE.select) continue;
      for (const [selector, option] of Object.entries(el.options)) {
        if (el.type === TYPE.plural && selector.startsWith('=')) found.push(selector);
        walk(option.value);
      }
    }
  };
  walk(parse(text));
  return found;
}
