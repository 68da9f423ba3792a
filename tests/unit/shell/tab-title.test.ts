import { describe, expect, it } from 'vitest';
import { titleWithCount } from '@/components/layout/tab-title-text';

describe('tab title (§4)', () => {
  it('prefixes the unread messages plus new likes', () => {
    expect(titleWithCount('Leden zoeken · Amora', 3)).toBe('(3) Leden zoeken · Amora');
  });

  it('replaces an old prefix and drops it at 0', () => {
    expect(titleWithCount('(3) Leden zoeken · Amora', 5)).toBe('(5) Leden zoeken · Amora');
    expect(titleWithCount('(5) Leden zoeken · Amora', 0)).toBe('Leden zoeken · Amora');
  });
});
