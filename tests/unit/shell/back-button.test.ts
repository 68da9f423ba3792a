import { describe, expect, it } from 'vitest';
import { showBackButton } from '@/components/layout/back-button';

describe('back button (§2)', () => {
  it('shows only in installed-app mode, on profile, likes and credits, when there is history', () => {
    expect(showBackButton(true, '/profile', 3)).toBe(true);
    expect(showBackButton(true, '/likes/given', 3)).toBe(true);
    expect(showBackButton(true, '/credits', 2)).toBe(true);
    expect(showBackButton(false, '/profile', 3)).toBe(false);
    expect(showBackButton(true, '/members', 3)).toBe(false);
    expect(showBackButton(true, '/profile', 1)).toBe(false);
  });
});
