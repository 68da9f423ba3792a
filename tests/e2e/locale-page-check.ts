import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from './fixtures';
import { seriousViolations } from './axe';

// What a page in one language must not show: words of another language, raw message keys
// (next-intl shows `Namespace.key` for a missing text) and ICU syntax a text was not formatted with.

type WordLists = Record<string, string[]>;

/** Per locale, words of its navigation and landing texts no other locale uses (scripts/locale-words.mjs). */
const WORDS: WordLists = JSON.parse(readFileSync(path.resolve('tests/e2e/data/locale-words.json'), 'utf8'));

export const SWEPT_LOCALES = ['nl', 'en', 'de', 'fr', 'es', 'it', 'pl', 'da', 'no', 'sv', 'fi'] as const;

const NAMESPACES = Object.keys(JSON.parse(readFileSync(path.resolve('messages/nl.json'), 'utf8')));
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[a-z][A-Za-z0-9]*`);
const ICU_SYNTAX = /\{[^{}]*,\s*(?:plural|select|selectordinal|number|date|time)\b|\{\s*[A-Za-z_]\w*\s*\}/;

/** One piece of text the page shows or tells assistive technology, and where it sits. */
type Shown = { where: string; text: string };

/**
 * Every text node and every text attribute of the page, plus its title and the description search
 * engines and shared links show. Text inside an element
 * whose `lang` is not the page's is left out: member-written text carries `lang=""` (unknown), the
 * language names of the language menu their own `lang`; such text is rightly not in the page's language.
 */
function shownTexts(): Shown[] {
  const uiLang = document.documentElement.lang;
  const foreign = (el: Element | null) => {
    const holder = el?.closest('[lang]');
    return Boolean(holder && holder !== document.documentElement && holder.getAttribute('lang') !== uiLang);
  };
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`;
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const shown: Shown[] = [
    { where: 'title', text: document.title },
    { where: 'meta description', text: description },
  ];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!text || !parent || parent.closest('script, style, noscript, template') || foreign(parent)) continue;
    shown.push({ where: describe(parent), text });
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
    if (foreign(el)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
      const text = el.getAttribute(name)?.trim();
      if (text) shown.push({ where: `${describe(el)}[${name}]`, text });
    }
  }
  return shown;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** Words of other locales in one text: `'anmelden' (de)`. */
function foreignWords(text: string, locale: string): string[] {
  const found: string[] = [];
  for (const word of new Set(wordsOf(text))) {
    for (const [other, list] of Object.entries(WORDS)) {
      if (other !== locale && list.includes(word)) found.push(`'${word}' (${other})`);
    }
  }
  return found;
}

/** Every text of the page in another language, every raw key and ICU remnant, with where it is. */
export async function languageProblems(page: Page, locale: string, label: string): Promise<string[]> {
  const problems: string[] = [];
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== locale) problems.push(`${label}: <html lang="${lang}">`);
  for (const { where, text } of await page.evaluate(shownTexts)) {
    const snippet = text.length > 80 ? `${text.slice(0, 77)}…` : text;
    const foreign = foreignWords(text, locale);
    if (foreign.length) problems.push(`${label} ${where}: ${foreign.join(', ')} in "${snippet}"`);
    if (RAW_KEY.test(text)) problems.push(`${label} ${where}: message key in "${snippet}"`);
    if (ICU_SYNTAX.test(text)) problems.push(`${label} ${where}: ICU syntax in "${snippet}"`);
  }
  return problems;
}

/**
 * WCAG 2 A and AA findings of serious or critical impact, as in accessibility.spec.ts, less colour
 * contrast: the colours are the same in every language (accessibility.spec.ts checks them), and that
 * rule is most of axe's time, eleven times over here.
 */
export async function axeProblems(page: Page, label: string): Promise<string[]> {
  const violations = await seriousViolations(page, { skipRules: ['color-contrast'] });
  return violations.map((v) => `${label}: axe ${v.rule} (${v.help}) at ${v.targets.join(', ')}`);
}
