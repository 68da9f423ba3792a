import { describe, expect, it } from 'vitest';
import { infoPageKey, isInfoPage } from '@/features/public-pages/info-pages';
import { parseLanderRoute } from '@/features/public-pages/landers';
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

describe('landers (§2, §9)', () => {
  it('accepts the listed variants with an optional niche slug', () => {
    expect(parseLanderRoute('video', undefined)).toEqual({ variant: 'video', slug: null });
    expect(parseLanderRoute('maplanding', ['bbw'])).toEqual({ variant: 'maplanding', slug: 'bbw' });
    expect(parseLanderRoute('gallery', ['eng'])).toEqual({ variant: 'gallery', slug: 'eng' });
    expect(parseLanderRoute('tinderswipe', [])).toEqual({ variant: 'tinderswipe', slug: null });
  });

  it('answers 404 for unknown variants and slugs, deeper paths and a slug on tinderswipe', () => {
    expect(parseLanderRoute('unknown', undefined)).toBeNull();
    expect(parseLanderRoute('gallery', ['anything'])).toBeNull();
    expect(parseLanderRoute('video', ['gay', 'b'])).toBeNull();
    expect(parseLanderRoute('tinderswipe', ['gay'])).toBeNull();
  });
});

describe('language cookie (§9)', () => {
  it('lives 365 days on the whole site', () => {
    expect(languageCookie('de')).toBe('NEXT_LOCALE=de; path=/; max-age=31536000; samesite=lax');
  });
});
