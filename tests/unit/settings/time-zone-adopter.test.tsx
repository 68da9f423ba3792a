// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { TimeZoneAdopter } from '@/components/providers/time-zone-adopter';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fakeUserApi() {
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ user: testUser() }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return puts;
}

describe('a member without a stored time zone', () => {
  it('gets the browser’s zone saved once', async () => {
    const puts = fakeUserApi();
    renderWithProviders(<TimeZoneAdopter />, { user: { ...testUser(), time_zone: null } });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => expect(puts).toEqual([{ time_zone: zone }]));
  });
});
