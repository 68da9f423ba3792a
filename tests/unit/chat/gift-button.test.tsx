// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GiftButton } from '@/features/members/components/gift-button';
import type { UserDto } from '@/shared/types/api';
import { message, renderChat, routeFetch, testUser } from './render-chat';
import { userQueryKey } from '@/lib/api/query-keys';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gifts = [
  { slug: 'rose', name: 'Roos', image: '/gifts/rose.svg' },
  { slug: 'teddy', name: 'Teddybeer', image: '/gifts/teddy.svg' },
];

describe("the profile's gift button", () => {
  it('sends the chosen gift to the member and leads to the conversation', async () => {
    const api = routeFetch({
      'GET /api/gifts.php': () => ({ status: 200, body: { gifts } }),
      'POST /api/message.php': () => ({ status: 201, body: { message: message({ kind: 'gift' }), conversation: { id: 12 }, credits: 30 } }),
      'GET /api/chats.php': () => ({ status: 200, body: { chats: [] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient } = renderChat(<GiftButton id={7} name="Bram" />, { user: { ...testUser(), paid_user: true, credits: 50 } });
    fireEvent.click(screen.getByRole('button', { name: 'Cadeautje' }));
    const picker = await screen.findByRole('dialog', { name: 'Stuur Bram een cadeautje' });
    expect(within(picker).getByText('Een cadeautje kost 20 credits')).toBeTruthy();
    fireEvent.click(await within(picker).findByRole('button', { name: 'Teddybeer' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Cadeautje sturen' }));

    const done = await within(picker).findByRole('status');
    expect(done.textContent).toContain('Je cadeautje is naar Bram verstuurd.');
    expect(within(done).getByRole('link', { name: 'Naar het gesprek' }).getAttribute('href')).toBe('/chats/12');
    const body = JSON.parse(String(api.calls.find((c) => c.url === '/api/message.php')?.init.body));
    expect(body).toMatchObject({ profile: 7, gift: 'teddy' });
    await waitFor(() => expect(queryClient.getQueryData<UserDto>(userQueryKey)?.credits).toBe(30));
  });
});
