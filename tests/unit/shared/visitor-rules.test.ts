import { describe, expect, it } from 'vitest';
import { countryFromCookie, hasTrafficSource, signupAllowed } from '@/shared/visitor-rules';

describe('signup allowed (§6)', () => {
  it('is open for all, for a traffic source only with one, and closed otherwise', () => {
    expect(signupAllowed('all', false)).toBe(true);
    expect(signupAllowed('with_trafficsource', true)).toBe(true);
    expect(signupAllowed('with_trafficsource', false)).toBe(false);
    expect(signupAllowed('none', true)).toBe(false);
  });
});

describe('traffic source of a request (§6)', () => {
  it('comes from a network in the query or from the trafficsource cookie', () => {
    expect(hasTrafficSource('adnet', undefined)).toBe(true);
    expect(hasTrafficSource(undefined, 'adnet')).toBe(true);
    expect(hasTrafficSource('', null)).toBe(false);
    expect(hasTrafficSource(['a', 'b'], undefined)).toBe(false);
  });
});

describe('country cookie', () => {
  it('gives an upper-case country code and ignores anything else', () => {
    expect(countryFromCookie('be')).toBe('BE');
    expect(countryFromCookie('BEL')).toBeNull();
    expect(countryFromCookie('<x')).toBeNull();
    expect(countryFromCookie(undefined)).toBeNull();
  });
});
