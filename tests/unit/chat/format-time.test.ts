import { describe, expect, it } from 'vitest';
import { timeFormat } from '@/features/chat/utils/format-time';

describe('when a message was sent', () => {
  const now = new Date('2026-11-23T02:30:00Z'); // 03:30 in Amsterdam

  it('shows the time for today in the site time zone, though UTC is still yesterday', () => {
    expect(timeFormat('2026-11-22T23:30:00Z', now, 'Europe/Amsterdam')).toEqual({ hour: '2-digit', minute: '2-digit' });
    expect(timeFormat('2026-11-22T23:30:00Z', now, 'UTC')).toEqual({ day: 'numeric', month: 'short' });
  });

  it('adds the year only for messages of an earlier year', () => {
    expect(timeFormat('2025-12-30T12:00:00Z', now, 'Europe/Amsterdam')).toEqual({ day: 'numeric', month: 'short', year: 'numeric' });
  });
});
