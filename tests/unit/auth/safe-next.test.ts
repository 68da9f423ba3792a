import { describe, expect, it } from 'vitest';
import { safeNext } from '@/features/auth/components/safe-next';

describe('where login goes next', () => {
  it('goes to /members by default (§2)', () => {
    expect(safeNext(null)).toBe('/members');
    expect(safeNext('')).toBe('/members');
  });

  it('follows a ?next= path within the site', () => {
    expect(safeNext('/chats/12?x=1')).toBe('/chats/12?x=1');
  });

  it('never leaves the site', () => {
    for (const next of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/\nx']) {
      expect(safeNext(next)).toBe('/members');
    }
  });

  it('does not loop back to login or signup', () => {
    expect(safeNext('/login?next=/x')).toBe('/members');
    expect(safeNext('/signup')).toBe('/members');
  });
});
