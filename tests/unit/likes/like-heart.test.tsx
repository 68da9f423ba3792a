// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemberCard } from '@/features/members/components/member-card';
import { getLikeModal, hideLikeModal } from '@/lib/like-modal-store';
import type { MemberCardDto } from '@/shared/types/api';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  act(() => hideLikeModal());
  vi.unstubAllGlobals();
});

const eva: MemberCardDto = { id: 7, name: 'Eva', age: 26, country: 'NL', region: null, is_fictional: false, online: false, main_image: null };

/** The API as far as the heart needs it: like.php answers `answer` and changes what likes.php lists. */
function fakeApi(answer: { match: boolean }, liked: MemberCardDto[] = []) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let profiles = liked;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/api/like.php')) profiles = method === 'POST' ? [eva] : [];
    const json = url.startsWith('/api/like.php') ? answer : { profiles, liked_by: [] };
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

describe('the heart on a search tile', () => {
  it('likes at once, and a like back opens the match modal', async () => {
    const calls = fakeApi({ match: true });
    renderWithProviders(<MemberCard member={eva} />, { user: testUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Geef Eva een like' }));
    expect((await screen.findByRole('button', { name: 'Like voor Eva intrekken' })).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(getLikeModal()).toEqual({ kind: 'match', profile: eva }));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ url: '/api/like.php', method: 'POST', body: { profile: 7 } });
  });

  it('takes a like back', async () => {
    const calls = fakeApi({ match: false }, [eva]);
    renderWithProviders(<MemberCard member={eva} />, { user: testUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Like voor Eva intrekken' }));
    expect((await screen.findByRole('button', { name: 'Geef Eva een like' })).getAttribute('aria-pressed')).toBe('false');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/like.php')).toBe(true);
    expect(getLikeModal()).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    renderWithProviders(<MemberCard member={eva} />);
    fireEvent.click(screen.getByRole('button', { name: 'Geef Eva een like' }));
    expect(await screen.findByText('Je moet ingelogd zijn om een like te geven')).toBeTruthy();
  });
});
