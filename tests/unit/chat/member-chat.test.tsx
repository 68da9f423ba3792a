// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { MemberChat } from '@/features/chat/components/member-chat';
import { ConversationView } from '@/features/chat/components/conversation-view';
import { chatQueryKey } from '@/lib/api/query-keys';
import type { ChatDto } from '@/shared/types/social';
import { message, profile, renderChat, routeFetch } from './render-chat';

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/members/7/chat' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a chat with a member not written to yet', () => {
  it('creates the conversation with the first message and moves to it, message and all', async () => {
    const first = message({ id: 40, conversation_id: 12, sender_id: 1, text: 'Hoi Bram!' });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'POST /api/message.php': () => ({ status: 201, body: { message: first, conversation: { id: 12 }, credits: 0 } }),
        'GET /api/chats.php': () => ({ status: 200, body: { chats: [] } }),
      }).fetch,
    );
    const { queryClient } = renderChat(<MemberChat profile={profile()} replyBlock={null} icebreakers={['Hoi Bram!']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hoi Bram!' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Bericht aan Bram' }), { key: 'Enter' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/chats/12', { scroll: false }));
    const chat = queryClient.getQueryData<InfiniteData<ChatDto>>(chatQueryKey(12));
    expect(chat?.pages[0].messages).toEqual([first]);
    expect(chat?.pages[0].profile.name).toBe('Bram');
  });

  it('keeps what the member typed and sent meanwhile when the page moves to the conversation', async () => {
    const first = message({ id: 41, conversation_id: 13, sender_id: 1, text: 'Hallo!' });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = routeFetch({
      'POST /api/message.php': () => ({ status: 201, body: { message: first, conversation: { id: 13 }, credits: 0 } }),
      'GET /api/chats.php': () => ({ status: 200, body: { chats: [] } }),
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (init.method === 'POST') await answered;
      return api.fetch(url, init);
    });
    const view = renderChat(<MemberChat profile={profile()} replyBlock={null} icebreakers={[]} />);
    const composer = () => screen.getByRole('textbox', { name: 'Bericht aan Bram' });
    fireEvent.change(composer(), { target: { value: 'Hallo!' } });
    fireEvent.keyDown(composer(), { key: 'Enter' });
    fireEvent.change(composer(), { target: { value: 'Hoe gaat' } });
    answer();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/chats/13', { scroll: false }));

    // /chats/13 is another page: its conversation mounts in place of the one on /members/7/chat.
    composer().focus();
    view.rerender(<ConversationView profile={profile()} messages={[first]} replyBlock={null} icebreakers={[]} />);
    expect((composer() as HTMLTextAreaElement).value).toBe('Hoe gaat');
    expect(document.activeElement).toBe(composer());
  });
});
