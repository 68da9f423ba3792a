import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { chatsOf, grantCredits, openChat, sendText, sentText } from '../factories/chat';
import { messages } from '@/server/db/schema';
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

describe('who writes and to whom', () => {
  it('marks a message to a fictional profile for the operators and shows the profile as fictional', async () => {
    const sender = await premium('Wim');
    const fictional = await insertMember(t.db, { name: 'Mara', profile: { isFictional: true } });
    await grantCredits(t.db, sender.id, 5);
    const sent = await sentText(sender.agent, fictional.id, 'Hoi Mara');
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, sent.message.id));
    expect(stored.toFictional).toBe(true);
    expect((await chatsOf(sender.agent)).chats[0].profile).toMatchObject({ id: fictional.id, is_fictional: true });
  });

  it('asks an invisible member to become visible before starting a conversation', async () => {
    const hidden = await loggedInMember(t, { user: { invisible: true, paidUser: true } });
    const res = await sendText(hidden.agent, (await insertMember(t.db)).id, 'Hoi');
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ error: 'invisible', message: 'Je bent onzichtbaar. Zet onzichtbaar uit in je instellingen om te chatten.' });
  });

  it('limits a member to 60 messages a minute', async () => {
    const sender = await premium('Vera');
    const other = await insertMember(t.db);
    await grantCredits(t.db, sender.id, 1000);
    for (let i = 0; i < 60; i++) expect((await sendText(sender.agent, other.id, `${i}`)).status).toBe(201);
    const res = await sendText(sender.agent, other.id, 'Te veel');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  }, 120_000); // 61 sends through the whole stack: room for a loaded machine
});

describe('two first messages at once', () => {
  it('meet in one conversation', async () => {
    const a = await premium('Amber');
    const b = await premium('Bas');
    await grantCredits(t.db, a.id, 5);
    await grantCredits(t.db, b.id, 5);
    const [fromA, fromB] = await Promise.all([sendText(a.agent, b.id, 'Hoi Bas'), sendText(b.agent, a.id, 'Hoi Amber')]);
    expect([fromA.status, fromB.status]).toEqual([201, 201]);
    const [sentA, sentB] = [await bodyOf<SendMessageDto>(fromA), await bodyOf<SendMessageDto>(fromB)];
    expect(sentA.conversation.id).toBe(sentB.conversation.id);
    expect([sentA.message.seq, sentB.message.seq].sort()).toEqual([1, 2]);
    expect((await chatsOf(a.agent)).chats).toHaveLength(1);
  });
});
