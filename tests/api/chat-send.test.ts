import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { chatsOf, grantCredits, openChat, sendText, sentText } from '../factories/chat';
import type { SendMessageDto } from '@/shared/types/social';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const premium = (name: string) => loggedInMember(t, { name, user: { paidUser: true } });

describe('POST /api/message.php and the chat list', () => {
  it('starts a conversation that both members see, the newest first', async () => {
    const sanne = await premium('Sanne');
    const joris = await loggedInMember(t, { name: 'Joris' });
    const pieter = await loggedInMember(t, { name: 'Pieter' });
    await grantCredits(t.db, sanne.id, 100);
    const first = await sentText(sanne.agent, joris.id, '  Hoi Joris!  ');
    expect(first.message).toMatchObject({ kind: 'text', text: 'Hoi Joris!', seq: 1, sender_id: sanne.id });
    expect(first.credits).toBe(95);
    await sentText(sanne.agent, pieter.id, 'Hoi Pieter');

    const list = await chatsOf(sanne.agent);
    expect(list.chats.map((chat) => chat.profile.name)).toEqual(['Pieter', 'Joris']);
    const theirs = await chatsOf(joris.agent);
    expect(theirs.chats).toHaveLength(1);
    expect(theirs.chats[0]).toMatchObject({
      conversation: { id: first.conversation.id },
      profile: { id: sanne.id, name: 'Sanne', is_fictional: false },
      num_unread_messages: 1,
      last_message: { text: 'Hoi Joris!' },
    });
  });

  it('puts a reply in the same conversation with the next sequence number', async () => {
    const eva = await premium('Eva');
    const tom = await premium('Tom');
    await grantCredits(t.db, eva.id, 50);
    await grantCredits(t.db, tom.id, 50);
    const hello = await sentText(eva.agent, tom.id, 'Hallo');
    const reply = await sentText(tom.agent, eva.id, 'Hoi Eva');
    expect(reply.conversation.id).toBe(hello.conversation.id);
    expect(reply.message.seq).toBe(2);
    const chat = await openChat(eva.agent, hello.conversation.id);
    expect(chat.messages.map((m) => m.text)).toEqual(['Hallo', 'Hoi Eva']);
  });

  it('tells a visitor to log in, also for a gift', async () => {
    const lisa = await insertMember(t.db);
    const text = await sendText(t.agent(), lisa.id, 'Hoi');
    expect(text.status).toBe(403);
    expect(await errorOf(text)).toMatchObject({ error: 'authentication_required', message: 'Je moet ingelogd zijn om te chatten' });
    const gift = await t.agent().post('/api/message.php', { profile: lisa.id, gift: 'rose', nonce: crypto.randomUUID() });
    expect(await errorOf(gift)).toMatchObject({ error: 'authentication_required', message: 'Om een cadeautje te sturen moet je ingelogd zijn' });
    expect((await t.agent().get('/api/chats.php')).status).toBe(403);
  });

  it('answers a retry with the same nonce with the stored message, charged once', async () => {
    const kim = await premium('Kim');
    const bo = await loggedInMember(t);
    await grantCredits(t.db, kim.id, 20);
    const nonce = crypto.randomUUID();
    const first = await sendText(kim.agent, bo.id, 'Eén keer', nonce);
    expect(first.status).toBe(201);
    const again = await sendText(kim.agent, bo.id, 'Eén keer', nonce);
    expect(again.status).toBe(200);
    const [a, b] = [await bodyOf<SendMessageDto>(first), await bodyOf<SendMessageDto>(again)];
    expect(b).toEqual(a);
    expect(a.credits).toBe(15);
  });
});
