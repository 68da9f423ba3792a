import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@/shared/errors/catalogue';
import { ApiError, tooManyRequests } from '@/server/errors';

describe('the error catalogue', () => {
  it('names every code in snake_case', () => {
    expect(Object.keys(API_ERRORS).filter((code) => !/^[a-z]+(_[a-z]+)*$/.test(code))).toEqual([]);
  });

  it('gives an ApiError its status and usual message', () => {
    const error = new ApiError({ code: 'insufficient_credits' });
    expect(error.status).toBe(402);
    expect(error.messageKey).toBe('insufficientCredits');
  });

  it('keeps the status when a service words the code more precisely', () => {
    const error = new ApiError({ code: 'authentication_required', messageKey: 'chatLoginRequired' });
    expect(error.status).toBe(403);
    expect(error.messageKey).toBe('chatLoginRequired');
  });

  it('answers a limit with 429 and how long to wait', () => {
    const error = tooManyRequests(90, 'account_locked', { minutes: 2 });
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '90' });
    expect(error.values).toEqual({ minutes: 2 });
  });
});
