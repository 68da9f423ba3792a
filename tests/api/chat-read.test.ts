import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import { chatsOf, openChat, richMember, sentText } from '../factories/chat';
import { conversationMembers, interests, memberEvents, messages, profileInterests } from '@/server/db/schema';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsOf = (userId: number, type: 'read' | 'chat_deleted' | 'message') =>
  t.db
    .select()
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), eq(memberEvents.type, type)));

async function userOf(agent: Awaited<ReturnType<typeof richMember>>['agent']): Promise<UserDto> {
  return (await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'))).user;
}

describe('GET /api/chat.php paging', () => {
  it('hands out 30 messages oldest first and the earlier ones by `before`', async () => {
    const a = await richMember(t, 'Pam', { credits: 1000 });
    const b = await richMember(t, 'Piet', { credits: 1000 });
    let conversation = 0;
    for (let i = 1; i <= 35; i++) conversation = (await sentText(i % 2 ? a.agent : b.agent, i % 2 ? b.id : a.id, `Bericht ${i}`)).conversation.id;
    const newest = await openChat(a.agent, conversation);
    expect(newest.messages.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 6));
    expect(newest.has_more).toBe(true);
    expect(newest.icebreakers).toEqual([]);
    const older = await openChat(a.agent, conversation, newest.messages[0].seq);
    expect(older.messages.map((m) => m.text)).toEqual(['Bericht 1', 'Bericht 2', 'Bericht 3', 'Bericht 4', 'Bericht 5']);
    expect(older.has_more).toBe(false);
  });
});

describe('reading (§4 opening a conversation sets its unread count to 0)', () => {
  it('marks the conversation read, tells the partner and the reader once, and shows read marks', async () => {
    const a = await richMember(t, 'Ruud', { credits: 1000 });
    const b = await richMember(t, 'Roos', { credits: 1000 });
    await sentText(a.agent, b.id, 'Een');
    const second = await sentText(a.agent, b.id, 'Twee');
    expect((await chatsOf(b.agent)).chats[0].num_unread_messages).toBe(2);
    expect((await userOf(b.agent)).num_unread_messages).toBe(2);

    await openChat(b.agent, second.conversation.id);
    expect((await chatsOf(b.agent)).chats[0].num_unread_messages).toBe(0);
    expect((await userOf(b.agent)).num_unread_messages).toBe(0);
    const payload = { conversation: { id: second.conversation.id }, reader_id: b.id, last_read_seq: 2 };
    expect((await eventsOf(a.id, 'read')).map((e) => e.payload)).toEqual([payload]);
    expect((await eventsOf(b.id, 'read')).map((e) => e.payload)).toEqual([payload]);
    expect((await openChat(a.agent, second.conversation.id)).conversation.other_last_read_seq).toBe(2);

    // Opening it again changes nothing, so nobody is told again.
    await openChat(b.agent, second.conversation.id);
    expect(await eventsOf(a.id, 'read')).toHaveLength(1);
  });
});

describe('reading while messages arrive', () => {
  it('keeps the unread count equal to the messages past the read mark', async () => {
    const a = await richMember(t, 'Rik', { credits: 1000 });
    const b = await richMember(t, 'Rosa', { credits: 1000 });
    const { conversation } = await sentText(a.agent, b.id, 'Begin');
    for (let i = 0; i < 8; i++) await Promise.all([sentText(a.agent, b.id, `Bericht ${i}`), openChat(b.agent, conversation.id)]);
    const [side] = await t.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, b.id)));
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), gt(messages.seq, side.lastReadSeq)));
    expect(side.unreadCount).toBe(n);
  });
});

describe('DELETE /api/chat.php', () => {
  it('hides the conversation for this member only, until a new message arrives', async () => {
    const a = await richMember(t, 'Dirk', { credits: 1000 });
    const b = await richMember(t, 'Dana', { credits: 1000 });
    const sent = await sentText(a.agent, b.id, 'Oud bericht');
    const res = await b.agent.delete('/api/chat.php', { conversation: sent.conversation.id });
    expect(res.status).toBe(200);
    expect((await chatsOf(b.agent)).chats).toEqual([]);
    expect((await chatsOf(a.agent)).chats).toHaveLength(1);
    expect((await eventsOf(b.id, 'chat_deleted')).map((e) => e.payload)).toEqual([{ conversation: { id: sent.conversation.id } }]);
    expect((await openChat(b.agent, sent.conversation.id)).messages).toEqual([]);

    await sentText(a.agent, b.id, 'Nieuw bericht');
    const [entry] = (await chatsOf(b.agent)).chats;
    expect(entry).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Nieuw bericht' } });
    expect((await openChat(b.agent, sent.conversation.id)).messages.map((m) => m.text)).toEqual(['Nieuw bericht']);
    expect((await openChat(a.agent, sent.conversation.id)).messages.map((m) => m.text)).toEqual(['Oud bericht', 'Nieuw bericht']);
  });
});

describe('icebreakers', () => {
  async function withInterests(userId: number, slugs: string[]) {
    const rows = await t.db.select().from(interests);
    const ids = rows.filter((row) => slugs.includes(row.slug)).map((row) => row.id);
    await t.db.insert(profileInterests).values(ids.map((interestId) => ({ userId, interestId })));
  }

  it('offers three starters from shared interests for a member not written to yet', async () => {
    const a = await richMember(t, 'Iris', { credits: 1000 });
    const b = await richMember(t, 'Ivar', { credits: 1000 });
    await withInterests(a.id, ['travelling', 'wine', 'sex']);
    await withInterests(b.id, ['travelling', 'sex', 'cooking']);
    const res = await a.agent.get(`/api/chat.php?profile=${b.id}`);
    expect(res.status).toBe(200);
    const chat = await bodyOf<Awaited<ReturnType<typeof openChat>>>(res);
    expect(chat.conversation.id).toBe(0);
    expect(chat.profile.id).toBe(b.id);
    expect(chat.icebreakers).toEqual([
      'Ik zie dat “Reizen” ook bij jouw interesses staat. Wat vind je daar het leukst aan?',
      'Ik zie “Koken” bij je interesses staan. Vertel eens, wat spreekt je daarin aan?',
      'Hoi Ivar, wat ga jij dit weekend doen?',
    ]);
    const sent = await sentText(a.agent, b.id, 'Hoi Ivar');
    const started = await bodyOf<Awaited<ReturnType<typeof openChat>>>(await a.agent.get(`/api/chat.php?profile=${b.id}`));
    expect(started.conversation.id).toBe(sent.conversation.id);
    expect(started.icebreakers).toEqual([]);
  });

  it('speaks the member’s language, the interest quoted as its label', async () => {
    const a = await richMember(t, 'Jana', { credits: 1000, user: { language: 'de' } });
    const b = await richMember(t, 'Jonas', { credits: 1000 });
    await withInterests(a.id, ['travelling']);
    await withInterests(b.id, ['travelling']);
    const res = await a.agent.get(`/api/chat.php?profile=${b.id}`);
    const chat = await bodyOf<Awaited<ReturnType<typeof openChat>>>(res);
    expect(chat.icebreakers[0]).toBe('Ich sehe, „Reisen“ steht auch bei deinen Interessen. Was gefällt dir daran am meisten?');
    expect(chat.icebreakers).toHaveLength(3);
  });
});
