// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSignupFinished, signupFinished } from '@/features/signup/utils/signup-finished';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('remembering that a member finished the signup steps', () => {
  it('knows it for that member only', () => {
    markSignupFinished(7);
    expect(signupFinished(7)).toBe(true);
    expect(signupFinished(8)).toBe(false);
  });

  it('keeps the last ten members of a shared browser', () => {
    for (let id = 1; id <= 11; id++) markSignupFinished(id);
    expect(signupFinished(1)).toBe(false);
    expect(signupFinished(2)).toBe(true);
    expect(signupFinished(11)).toBe(true);
  });

  it('knows nothing from a garbled entry, and still works where storage is refused', () => {
    localStorage.setItem('signup-finished', '{"oops"');
    expect(signupFinished(7)).toBe(false);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => markSignupFinished(7)).not.toThrow();
    expect(signupFinished(7)).toBe(false);
  });
});
