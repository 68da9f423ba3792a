import { describe, expect, it } from 'vitest';
import { autoLikeDelaySeconds, withoutT } from '@/features/likes/components/like-modal/auto-like';

describe('§4 query t', () => {
  it('reads whole seconds only', () => {
    expect(autoLikeDelaySeconds('5')).toBe(5);
    expect(autoLikeDelaySeconds('0')).toBe(0);
    for (const value of [null, '', '-1', '1.5', 'abc', '999999']) expect(autoLikeDelaySeconds(value)).toBeNull();
  });

  it('removes t and keeps every other parameter', () => {
    expect(withoutT('/members', '?t=5')).toBe('/members');
    expect(withoutT('/members', '?gender=female&t=5&page=2')).toBe('/members?gender=female&page=2');
  });
});
