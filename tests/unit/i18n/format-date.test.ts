import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/i18n/format-date';
import { formatLocale } from '@/shared/i18n/format-locale';
import { canonicalTimeZone, timeZoneGroups } from '@/shared/time-zone';

const NOON_UTC = '2026-11-26T12:00:00Z';
const short = { dateStyle: 'short', timeStyle: 'short' } as const;

describe('formatLocale', () => {
  it('writes English dates as the member’s country does, and never the US way outside the US', () => {
    expect(formatLocale('en', 'GB')).toBe('en-GB');
    expect(formatLocale('en', 'IE')).toBe('en-IE');
    expect(formatLocale('en', 'AU')).toBe('en-AU');
    expect(formatLocale('en', 'CA')).toBe('en-CA');
    expect(formatLocale('en', 'NL')).toBe('en-GB');
    expect(formatLocale('en', null)).toBe('en-GB');
    expect(formatLocale('en', 'us')).toBe('en-US');
    expect(formatLocale('de', 'CH')).toBe('de-CH');
    expect(formatLocale('fi', 'FI')).toBe('fi');
  });

  it('gives day before month for British and Irish members, in their own zone', () => {
    expect(formatDateTime(NOON_UTC, { language: 'en', country: 'GB', timeZone: 'Europe/London' }, short)).toBe('26/11/2026, 12:00');
    expect(formatDateTime(NOON_UTC, { language: 'en', country: 'IE', timeZone: 'Europe/Dublin' }, short)).toBe('26/11/2026, 12:00');
    expect(formatDateTime(NOON_UTC, { language: 'fi', country: 'FI', timeZone: 'Europe/Helsinki' }, { timeStyle: 'short' })).toBe('14.00');
    expect(formatDateTime(NOON_UTC, { language: 'en', country: 'US', timeZone: 'America/New_York' }, { timeStyle: 'short' })).toBe('7:00 AM');
  });
});

describe('time zones', () => {
  it('accepts IANA names as ICU spells them, and nothing else', () => {
    expect(canonicalTimeZone('Europe/Amsterdam')).toBe('Europe/Amsterdam');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Asia/Kolkata')).not.toBeNull();
    for (const wrong of ['Europe/Atlantis', 'Amsterdam', '', '+01:00', 'x'.repeat(100)]) expect(canonicalTimeZone(wrong)).toBeNull();
  });

  it('groups every zone under its continent for the settings select', () => {
    const groups = timeZoneGroups();
    expect(groups.find((g) => g.region === 'Europe')?.zones).toContain('Europe/Helsinki');
    expect(groups.find((g) => g.region === 'America')?.zones).toContain('America/New_York');
    expect(groups.flatMap((g) => g.zones)).toHaveLength(new Set(groups.flatMap((g) => g.zones)).size);
  });
});
