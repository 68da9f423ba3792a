// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { MemberPoll } from '@/components/providers/member-poll';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

/** Counts the member refetches (GET /api/user.php) the poll makes. */
function countUserFetches() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ user: testUser() }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return () => calls.filter((url) => url.startsWith('/api/user.php')).length;
}

/** A browser whose service worker holds a push subscription (or none). */
function pushSubscription(subscribed: boolean) {
  const registration = { pushManager: { getSubscription: async () => (subscribed ? {} : null) } };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => registration } });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('member poll (§7)', () => {
  it('refetches the member 5 s after mounting, then every 60 s', async () => {
    const fetches = countUserFetches();
    pushSubscription(false);
    renderWithProviders(<MemberPoll />, { user: testUser() });
    await advance(4_999);
    expect(fetches()).toBe(0);
    await advance(1);
    expect(fetches()).toBe(1);
    await advance(59_999);
    expect(fetches()).toBe(1);
    await advance(1);
    expect(fetches()).toBe(2);
    await advance(60_000);
    expect(fetches()).toBe(3);
  });

  it('waits 300 s between refetches when push is subscribed', async () => {
    const fetches = countUserFetches();
    pushSubscription(true);
    renderWithProviders(<MemberPoll />, { user: testUser() });
    await advance(5_000);
    expect(fetches()).toBe(1);
    await advance(299_999);
    expect(fetches()).toBe(1);
    await advance(1);
    expect(fetches()).toBe(2);
  });

  it('does not poll for a visitor who is not logged in', async () => {
    const fetches = countUserFetches();
    pushSubscription(false);
    renderWithProviders(<MemberPoll />, { user: null });
    await advance(600_000);
    expect(fetches()).toBe(0);
  });

  it('stops once the server says the session is gone', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      const body = { error: 'authentication_required', message: 'Log in' };
      return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json' } });
    });
    pushSubscription(false);
    renderWithProviders(<MemberPoll />, { user: testUser() });
    await advance(5_000);
    expect(calls).toEqual(['/api/user.php']);
    await advance(600_000);
    expect(calls).toEqual(['/api/user.php']);
  });
});
