// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { TimeZoneSection } from '@/features/settings/components/time-zone-section';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the time zone in settings', () => {
  it('shows the member’s zone among the zones of its continent and saves another one', async () => {
    const puts: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const body = init.method === 'PUT' ? (JSON.parse(String(init.body)) as { time_zone: string }) : null;
      if (body) puts.push(body);
      return new Response(JSON.stringify({ user: { ...testUser(), time_zone: body?.time_zone ?? 'Europe/Amsterdam' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<TimeZoneSection />, { user: testUser() });
    const select = screen.getByLabelText('Jouw tijdzone') as HTMLSelectElement;
    expect(select.value).toBe('Europe/Amsterdam');
    const europe = select.querySelector('optgroup[label="Europa"]');
    expect(europe?.querySelector('option[value="Europe/Helsinki"]')?.textContent).toBe('Helsinki');
    expect(select.querySelector('optgroup[label="Amerika"] option[value="America/New_York"]')?.textContent).toBe('New York');

    // Every area named from the messages: a runtime without names for UN regions shows the same.
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Afrika',
      'Amerika',
      'Antarctica',
      'Noordpoolgebied',
      'Azië',
      'Atlantische Oceaan',
      'Australië',
      'Europa',
      'Indische Oceaan',
      'Stille Oceaan',
      'UTC',
    ]);

    fireEvent.change(select, { target: { value: 'America/New_York' } });
    await screen.findByText('Opgeslagen.');
    expect(puts).toEqual([{ time_zone: 'America/New_York' }]);
    expect(select.value).toBe('America/New_York');
  });
});
