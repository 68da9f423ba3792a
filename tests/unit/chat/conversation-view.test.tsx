// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConversationView } from '@/features/chat/components/conversation-view';
import type { UserDto } from '@/shared/types/api';
import { message, profile, renderChat, routeFetch } from './render-chat';
import { userQueryKey } from '@/lib/api/query-keys';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => '/chats/3' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (props: Partial<Parameters<typeof ConversationView>[0]> = {}) => (
  <ConversationView profile={profile()} messages={[]} replyBlock={null} icebreakers={[]} {...props} />
);
const textbox = () => screen.getByRole('textbox', { name: 'Bericht aan Bram' });
const sent = (body: { nonce: string; text?: string }) => ({
  status: 201,
  body: { message: message({ id: 50, seq: 9, sender_id: 1, text: body.text ?? null }), conversation: { id: 3 }, credits: 15 },
});
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { profile: number; nonce: string; text?: string };

describe('the composer', () => {
  it('sends on Enter, breaks the line on Shift+Enter, and counts up to message_length', async () => {
    const api = routeFetch({ 'POST /api/message.php': (init) => sent(bodyOf(init)), 'GET /api/chats.php': () => ({ status: 200, body: { chats: [] } }) });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient } = renderChat(view(), { settings: { message_length: 200 } });
    fireEvent.change(textbox(), { target: { value: 'Hoi Bram' } });
    expect(screen.getByText('8/200')).toBeTruthy();
    fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
    expect(api.calls).toHaveLength(0);

    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect((textbox() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/api/message.php')).toHaveLength(1));
    const body = bodyOf(api.calls[0].init);
    expect(body).toMatchObject({ profile: 7, text: 'Hoi Bram' });
    expect(body.nonce).toMatch(/^[0-9a-f-]{36}$/);
    // The answer's balance becomes the member's.
    await waitFor(() => expect(queryClient.getQueryData<UserDto>(userQueryKey)?.credits).toBe(15));
  });

  it('shows the price of a message, a gift and a photo', () => {
    renderChat(view());
    expect(screen.getByText('Een bericht kost 5 credits')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cadeautje sturen (20 credits)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Foto sturen (10 credits)' })).toBeTruthy();
  });

  it('fills the composer with a chosen icebreaker in an empty conversation', () => {
    renderChat(view({ icebreakers: ['Wat doe jij graag in het weekend, Bram?'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Wat doe jij graag in het weekend, Bram?' }));
    expect((textbox() as HTMLTextAreaElement).value).toBe('Wat doe jij graag in het weekend, Bram?');
  });

  it('offers premium when a free member reaches the free limit, and keeps the message in the composer', async () => {
    const api = routeFetch({
      'POST /api/message.php': () => ({ status: 403, body: { error: 'premium_required', message: 'Deze functie is alleen beschikbaar voor premium leden.' } }),
      'GET /api/chats.php': () => ({ status: 200, body: { chats: [] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderChat(view({ messages: [message()] }));
    fireEvent.change(textbox(), { target: { value: 'Nog een bericht' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });

    const prompt = await screen.findByRole('status');
    expect(prompt.textContent).toContain('Deze functie is alleen beschikbaar voor premium leden.');
    expect(prompt.textContent).toContain('Je bericht is niet verstuurd en staat nog voor je klaar.');
    expect(within(prompt).getByRole('link', { name: 'Word premium lid' }).getAttribute('href')).toBe('/premium');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Niet verstuurd')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    expect((textbox() as HTMLTextAreaElement).value).toBe('Nog een bericht');
  });

  it('marks a message the server could not take as not sent, and a retry sends the same nonce', async () => {
    let fail = true;
    const api = routeFetch({
      'POST /api/message.php': (init) => (fail ? { status: 400, body: { error: 'bad_request', message: 'Er is een fout opgetreden.' } } : sent(bodyOf(init))),
      'GET /api/chats.php': () => ({ status: 200, body: { chats: [] } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderChat(view({ messages: [message()] }));
    fireEvent.change(textbox(), { target: { value: 'Nog een bericht' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(await screen.findByText('Niet verstuurd')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.queryByText('Niet verstuurd')).toBeNull());
    const sends = api.calls.filter((c) => c.url === '/api/message.php').map((c) => bodyOf(c.init).nonce);
    expect(sends).toHaveLength(2);
    expect(sends[1]).toBe(sends[0]);
  });

  it('sends the credit alert to the shop', async () => {
    vi.stubGlobal('fetch', routeFetch({ 'POST /api/message.php': () => ({ status: 402, body: { error: 'insufficient_credits', message: 'x' } }) }).fetch);
    renderChat(view());
    fireEvent.change(textbox(), { target: { value: 'Hallo' } });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    const prompt = await screen.findByRole('status');
    expect(prompt.textContent).toContain('Je hebt onvoldoende credits');
    expect(within(prompt).getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
  });
});

describe('a conversation one cannot write in', () => {
  it('says why instead of offering the composer', () => {
    renderChat(view({ replyBlock: 'blocked_by_other' }));
    expect(screen.getByText('Bram heeft je geblokkeerd. Je kunt het profiel van Bram niet meer bekijken.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the composer for an unconfirmed member and says their partner waits for the link', () => {
    renderChat(view({ replyBlock: 'self_not_confirmed' }));
    expect(screen.getByText(/Bram kan je pas antwoorden als je je e-mailadres hebt bevestigd/)).toBeTruthy();
    expect(textbox()).toBeTruthy();
  });

  it('labels a fictional member with the site warning', () => {
    renderChat(view({ profile: profile({ is_fictional: true }) }));
    expect(screen.getByText('Fictief profiel')).toBeTruthy();
    expect(screen.getByText('Fysiek contact is niet mogelijk.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bram/ }).getAttribute('href')).toBe('/members/7');
  });
});
