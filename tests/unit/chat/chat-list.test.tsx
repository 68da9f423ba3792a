// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatList } from '@/features/chat/components/chat-list';
import { DeleteChatButton } from '@/features/chat/components/delete-chat-button';
import { chatsQueryKey } from '@/lib/api/query-keys';
import type { ChatListEntryDto, ChatsDto } from '@/shared/types/social';
import { message, profile, renderChat, routeFetch } from './render-chat';

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/chats' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, overrides: Partial<ChatListEntryDto> = {}): ChatListEntryDto => ({
  conversation: { id },
  profile: profile({ id: 100 + id, name: `Lid${id}` }),
  num_unread_messages: 0,
  last_message: message({ conversation_id: id, sender_id: 100 + id, text: `Bericht ${id}` }),
  ...overrides,
});

const chats: ChatsDto = {
  chats: [
    entry(1, { num_unread_messages: 120 }),
    entry(2, { last_message: message({ sender_id: 1, kind: 'gift', text: null, gift: { slug: 'rose', name: 'Roos', image: '/gifts/rose.svg' } }) }),
    entry(3, { profile: profile({ id: 103, name: 'Lid3', is_fictional: true }), last_message: message({ kind: 'photo', text: null }) }),
  ],
};

const item = (name: string) => screen.getByRole('link', { name: new RegExp(name) });

describe('the conversation list', () => {
  it('shows each conversation with its last message, unread count and labels', () => {
    renderChat(<ChatList activeId={2} conversationOpen />, { seed: (client) => client.setQueryData(chatsQueryKey, chats) });
    expect(item('Lid1').getAttribute('href')).toBe('/chats/1');
    expect(item('Lid1').textContent).toContain('Bericht 1');
    expect(within(item('Lid1')).getByText('99+')).toBeTruthy();
    expect(item('Lid1').textContent).toContain('120 ongelezen berichten');
    expect(item('Lid2').textContent).toContain('Jij: Cadeautje');
    expect(item('Lid2').getAttribute('aria-current')).toBe('page');
    expect(item('Lid3').textContent).toContain('Foto');
    expect(within(item('Lid3')).getByText('Fictief profiel')).toBeTruthy();
  });

  it('shows progress only while nothing is loaded yet', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'GET /api/chats.php': () => ({ status: 200, body: { chats: [] } }) }).fetch);
    renderChat(<ChatList activeId={null} conversationOpen={false} />);
    expect(screen.getByRole('status').textContent).toBe('Gesprekken laden…');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByText('Nog geen gesprekken')).toBeTruthy();
  });
});

describe('deleting a conversation', () => {
  it('drops it from the list at once; a refusal is alerted and the list reloads', async () => {
    let reloads = 0;
    // The server answers the DELETE only when the test lets it, so the list can be seen in between.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = routeFetch({
      'DELETE /api/chat.php': () => ({ status: 500, body: { error: 'server_error', message: 'Er is een fout opgetreden.' } }),
      'GET /api/chats.php': () => (reloads++, { status: 200, body: chats }),
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (init.method === 'DELETE') await answered;
      return api.fetch(url, init);
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { queryClient } = renderChat(
      <>
        <ChatList activeId={1} conversationOpen />
        <DeleteChatButton conversationId={1} name="Lid1" />
      </>,
      { seed: (client) => client.setQueryData(chatsQueryKey, chats) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gesprek verwijderen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gesprek verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Lid1/ })).toBeNull());
    expect(router.push).toHaveBeenCalledWith('/chats');

    expect(alert).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Er is een fout opgetreden.'));
    await waitFor(() => expect(reloads).toBe(1));
    expect(JSON.parse(String(api.calls.find((c) => c.url === '/api/chat.php')?.init.body))).toEqual({ conversation: 1 });

    await waitFor(() => expect(queryClient.getQueryData<ChatsDto>(chatsQueryKey)?.chats).toHaveLength(3));
  });
});
