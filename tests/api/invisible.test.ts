import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs } from '../factories/accounts';
import { insertCandidate } from '../factories/swipe';
import { bodyOf, errorOf } from '../factories/http';
import { chatsOf, openChat, sendText, sentText } from '../factories/chat';
import { suggestedTo, whereSeen } from '../factories/visibility';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const premium = (name: string) => loggedInMember(t, { name, user: { paidUser: true, credits: 100 } });

describe('PUT /api/user.php { invisible }', () => {
  it('asks a visitor to log in', async () => {
    expect((await t.agent().put('/api/user.php', { invisible: true })).status).toBe(403);
  });

  it('refuses a body without a setting (422)', async () => {
    const { agent } = await premium('Ina');
    const res = await agent.put('/api/user.php', { invisible: 'yes' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.invisible).toBe('Deze waarde is ongeldig.');
  });

  it('hides the member from search, likes and their profile page, not from a running chat, and shows them again', async () => {
    const ghost = await premium('Gina');
    const viewer = await premium('Vera');
    await ghost.agent.post('/api/like.php', { profile: viewer.id });
    await sentText(ghost.agent, viewer.id, 'Hoi Vera');
    expect(await whereSeen(viewer.agent, ghost.id)).toEqual({ search: true, likes: true, chats: true, profile: true });

    const res = await ghost.agent.put('/api/user.php', { invisible: true });
    expect(res.status).toBe(200);
    expect((await bodyOf<{ user: UserDto }>(res)).user.invisible).toBe(true);
    expect(await whereSeen(viewer.agent, ghost.id)).toEqual({ search: false, likes: false, chats: true, profile: false });

    await ghost.agent.put('/api/user.php', { invisible: false });
    expect(await whereSeen(viewer.agent, ghost.id)).toEqual({ search: true, likes: true, chats: true, profile: true });
  });

  it('takes the member out of the swipe cards and the match finder', async () => {
    const seeker = await loggedInMember(t, { gender: 'male', profile: { lookingForGender: 'female' } });
    const candidate = await insertCandidate(t, { gender: 'female', profile: { lookingForGender: 'male' } });
    expect(await suggestedTo(seeker.agent, candidate.id)).toEqual({ swipe: true, finder: true });
    await (await loginAs(t, candidate)).put('/api/user.php', { invisible: true });
    expect(await suggestedTo(seeker.agent, candidate.id)).toEqual({ swipe: false, finder: false });
  });

  it('lets an invisible member chat on in a running conversation but not start a new one', async () => {
    const ghost = await premium('Hanna');
    const friend = await premium('Fleur');
    const stranger = await premium('Sara');
    await sentText(friend.agent, ghost.id, 'Hoi Hanna');
    await ghost.agent.put('/api/user.php', { invisible: true });

    expect((await sendText(ghost.agent, friend.id, 'Hoi Fleur')).status).toBe(201);
    const res = await sendText(ghost.agent, stranger.id, 'Hoi Sara');
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ error: 'invisible' });

    // The friend keeps the conversation: in the list with its unread count, open, and answered.
    const [entry] = (await chatsOf(friend.agent)).chats.filter((c) => c.profile.id === ghost.id);
    expect(entry).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Hoi Fleur' }, profile: { online: false } });
    const me = await bodyOf<{ user: UserDto }>(await friend.agent.get('/api/user.php', { 'x-request-type': 'client' }));
    expect(me.user.num_unread_messages).toBe(1);
    const chat = await openChat(friend.agent, entry.conversation.id);
    expect(chat.messages.map((m) => m.text)).toEqual(['Hoi Hanna', 'Hoi Fleur']);
    expect((await sendText(friend.agent, ghost.id, 'Fijn je te horen')).status).toBe(201);
  });

  it('keeps a stranger from beginning a conversation with an invisible member', async () => {
    const ghost = await premium('Iris');
    const stranger = await premium('Tom');
    await ghost.agent.put('/api/user.php', { invisible: true });
    expect((await stranger.agent.get(`/api/chat.php?profile=${ghost.id}`)).status).toBe(404);
    expect((await sendText(stranger.agent, ghost.id, 'Hoi Iris')).status).toBe(404);
  });

  it('still saves the language alone', async () => {
    const { agent } = await premium('Lena');
    const res = await agent.put('/api/user.php', { language: 'en' });
    expect((await bodyOf<{ user: UserDto }>(res)).user).toMatchObject({ language: 'en', invisible: false });
  });
});
