import { describe, expect, it } from 'vitest';
import { termsVersionDate } from '@/shared/terms-version';

describe('terms version date (§9)', () => {
  it('is 2023-12-01 12:00 UTC when the company was added before it or is unknown', () => {
    expect(termsVersionDate('2020-05-01T00:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('is the date the company was added when that is later', () => {
    expect(termsVersionDate('2024-03-01T09:00:00Z').toISOString()).toBe('2024-03-01T09:00:00.000Z');
  });
});
