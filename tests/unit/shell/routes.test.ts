import { describe, expect, it } from 'vitest';
import { infoPageKey, isInfoPage } from '@/features/public-pages/info-pages';
import { isLanderRoute } from '@/features/public-pages/landers';
import { languageCookie } from '@/lib/language-cookie';
import nl from '@messages/nl.json';
import en from '@messages/en.json';

describe('static info pages (§2)', () => {
  it('knows the nine pages and nothing else', () => {
    for (const page of ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service', 'pricing', 'complaints']) {
      expect(isInfoPage(page)).toBe(true);
      expect(nl.InfoPages[infoPageKey(page as never)].title).toBeTruthy();
      expect(en.InfoPages[infoPageKey(page as never)].title).toBeTruthy();
    }
    expect(isInfoPage('members')).toBe(false);
    expect(isInfoPage('')).toBe(false);
  });
});

describe('landers (§2)', () => {
  it('accepts the listed variants with an optional slug', () => {
    expect(isLanderRoute('video', undefined)).toBe(true);
    expect(isLanderRoute('maplanding', ['amsterdam'])).toBe(true);
    expect(isLanderRoute('tinderswipe', [])).toBe(true);
  });

  it('answers 404 for unknown variants, deeper paths and a slug on tinderswipe', () => {
    expect(isLanderRoute('unknown', undefined)).toBe(false);
    expect(isLanderRoute('video', ['a', 'b'])).toBe(false);
    expect(isLanderRoute('tinderswipe', ['x'])).toBe(false);
  });
});

describe('language cookie (§9)', () => {
  it('lives 365 days on the whole site', () => {
    expect(languageCookie('de')).toBe('NEXT_LOCALE=de; path=/; max-age=31536000; samesite=lax');
  });
});
