import { describe, expect, it } from 'vitest';
import { badgeText, creditsBadgeVariant } from '@/components/layout/badge-rules';

describe('badge rules', () => {
  it('caps counts at 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(4321)).toBe('99+');
  });

  it('shows the credits badge at 10 credits or fewer: warning above 0, danger at 0', () => {
    expect(creditsBadgeVariant(11)).toBeNull();
    expect(creditsBadgeVariant(10)).toBe('warning');
    expect(creditsBadgeVariant(1)).toBe('warning');
    expect(creditsBadgeVariant(0)).toBe('danger');
  });
});
