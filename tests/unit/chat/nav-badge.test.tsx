// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { TopNav } from '@/components/layout/top-nav';
import { chatsQueryKey } from '@/lib/api/query-keys';
import type { ChatsDto } from '@/shared/types/social';
import { fakeMatchMedia } from '../shell/shell-render';
import { message, profile, renderChat, testUser } from './render-chat';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/members', useSearchParams: () => new URLSearchParams() }));

afterEach(cleanup);

const chats = (...unread: number[]): ChatsDto => ({
  chats: unread.map((n, i) => ({ conversation: { id: i + 1 }, profile: profile({ id: 10 + i }), num_unread_messages: n, last_message: message() })),
});

describe('the Messages badge', () => {
  it('sums the unread messages of every conversation and caps at 99+', () => {
    window.matchMedia = fakeMatchMedia(['(min-width: 768px)']);
    renderChat(<TopNav />, { seed: (client) => client.setQueryData(chatsQueryKey, chats(60, 45, 0)) });
    const link = within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getAllByRole('link', { name: /Berichten/ })[0];
    expect(link.textContent).toContain('99+');
    expect(link.textContent).toContain('105 ongelezen berichten');
  });

  it('uses the member’s own count until the list has arrived', () => {
    window.matchMedia = fakeMatchMedia(['(min-width: 768px)']);
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderChat(<TopNav />, { user: { ...testUser(), num_unread_messages: 3 } });
    const link = within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getAllByRole('link', { name: /Berichten/ })[0];
    expect(link.textContent).toContain('3 ongelezen berichten');
    vi.unstubAllGlobals();
  });
});
