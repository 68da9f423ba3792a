// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import nl from '@messages/nl.json';
import { LikesPage } from '@/features/likes/components/likes-page';
import type { LikesTab } from '@/features/likes/likes-tabs';
import { likesQueryKey, userQueryKey } from '@/lib/api/query-keys';
import { makeQueryClient } from '@/lib/query-client';
import type { LikesDto } from '@/shared/types/social';
import { testUser } from '../auth/render-with-providers';

afterEach(cleanup);

const card = (id: number, name: string) => ({
  id,
  name,
  age: 30,
  country: 'NL',
  region: null,
  is_fictional: false,
  main_image: null,
  online: false,
  liked_at: '2026-01-01T00:00:00Z',
});

const likes: LikesDto = {
  profiles: [
    { ...card(1, 'Anna'), match: true },
    { ...card(2, 'Bram'), match: false },
  ],
  liked_by: [
    { ...card(3, 'Cees'), match: false, like_new: true },
    { ...card(1, 'Anna'), match: true, like_new: false },
  ],
};

function renderTab(tab: LikesTab, data: LikesDto = likes) {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(userQueryKey, testUser());
  queryClient.setQueryData(likesQueryKey, data);
  return render(
    <NextIntlClientProvider locale="nl" messages={nl} timeZone="Europe/Amsterdam">
      <QueryClientProvider client={queryClient}>
        <LikesPage tab={tab} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const names = () => screen.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent);

describe('LikesPage', () => {
  it('shows the likes received, marks the new one and opens likers through /likes/m', () => {
    renderTab('received');
    expect(names()).toEqual(['Cees', 'Anna']);
    const cees = screen.getAllByRole('listitem')[0];
    expect(within(cees).getByText('Nieuw')).toBeTruthy();
    expect(within(cees).getByRole('link').getAttribute('href')).toBe('/likes/m/3');
    expect(screen.getByRole('link', { name: /Ontvangen/ }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the likes given, linking to the profiles, and the matches', () => {
    renderTab('given');
    expect(names()).toEqual(['Anna', 'Bram']);
    expect(screen.getAllByRole('link', { name: 'Bram' })[0].getAttribute('href')).toBe('/members/2');
    cleanup();
    renderTab('matches');
    expect(names()).toEqual(['Anna']);
  });

  it('says so when a tab is empty', () => {
    renderTab('matches', { profiles: [], liked_by: [] });
    expect(screen.getByRole('heading', { name: 'Nog geen matches' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leden zoeken' }).getAttribute('href')).toBe('/members');
  });
});
