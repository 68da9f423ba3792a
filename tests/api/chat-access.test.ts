import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { chatsOf, openChat, richMember, sendText, sentText } from '../factories/chat';
import { blocks, conversations, profiles, users } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function allConversationIds(): Promise<number[]> {
  return (await t.db.select({ id: conversations.id }).from(conversations)).map((row) => row.id);
}

describe('only the two members see a conversation', () => {
  it('answers 404 to another member for every conversation id, on chat.php and DELETE chat.php', async () => {
    const a = await richMember(t, 'Anna');
    const b = await richMember(t, 'Ben');
    await sentText(a.agent, b.id, 'Alleen voor Ben');
    await sentText(b.agent, a.id, 'Alleen voor Anna');
    const outsider = await richMember(t, 'Olaf');
    const ids = await allConversationIds();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of [...ids, 999_999, 3_000_000_000]) {
      const read = await outsider.agent.get(`/api/chat.php?conversation=${id}`);
      expect(read.status).toBe(404);
      const removed = await outsider.agent.delete('/api/chat.php', { conversation: id });
      expect(removed.status).toBe(404);
    }
    expect((await chatsOf(outsider.agent)).chats).toEqual([]);
    expect((await openChat(b.agent, ids[0])).messages).toHaveLength(2);
  });

  it('tells a visitor to log in on every chat endpoint', async () => {
    const visitor = t.agent();
    for (const res of [
      await visitor.get('/api/chats.php'),
      await visitor.get('/api/chat.php?conversation=1'),
      await visitor.delete('/api/chat.php', { conversation: 1 }),
    ]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ error: 'authentication_required', message: 'Je moet ingelogd zijn om te chatten' });
    }
  });
});

describe('who can be written to', () => {
  it('refuses yourself, unknown, invisible and deleted members with 404', async () => {
    const a = await richMember(t, 'Aaf');
    const invisible = await insertMember(t.db, { name: 'Ivo', user: { invisible: true } });
    const deleted = await insertMember(t.db, { name: 'Daan', user: { deletedAt: new Date() } });
    for (const id of [a.id, 999_999, invisible.id, deleted.id]) expect((await sendText(a.agent, id, 'Hoi')).status).toBe(404);
  });

  it('hides a conversation whose partner was deleted (an invisible one stays: tests/api/invisible.test.ts)', async () => {
    const a = await richMember(t, 'Aart');
    const gone = await richMember(t, 'Gijs');
    const sent = await sentText(a.agent, gone.id, 'Hoi Gijs');
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await chatsOf(a.agent)).chats).toEqual([]);
    expect((await a.agent.get(`/api/chat.php?conversation=${sent.conversation.id}`)).status).toBe(404);
  });
});

describe('blocks (§6)', () => {
  async function blockedPair() {
    const a = await richMember(t, 'Bram');
    const b = await richMember(t, 'Britt');
    const sent = await sentText(a.agent, b.id, 'Hoi Britt');
    await t.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id });
    return { a, b, conversation: sent.conversation.id };
  }

  const refusal = async (agent: Agent, to: number) => {
    const res = await sendText(agent, to, 'Nog iets');
    expect(res.status).toBe(403);
    return errorOf(res);
  };

  it('refuses messages both ways, each with its own words', async () => {
    const { a, b } = await blockedPair();
    expect(await refusal(a.agent, b.id)).toMatchObject({ error: 'blocked', message: 'Je hebt Britt geblokkeerd. Deblokkeer Britt om weer te chatten.' });
    expect(await refusal(b.agent, a.id)).toMatchObject({
      error: 'blocked',
      message: 'Bram heeft je geblokkeerd. Je kunt het profiel van Bram niet meer bekijken.',
    });
  });

  it('leaves the conversation out of both lists; the blocker reads why in the chat', async () => {
    const { a, b, conversation } = await blockedPair();
    expect((await chatsOf(a.agent)).chats).toEqual([]);
    expect((await chatsOf(b.agent)).chats).toEqual([]);
    expect((await openChat(a.agent, conversation)).conversation.reply_block).toBe('blocked');
    expect((await b.agent.get(`/api/chat.php?conversation=${conversation}`)).status).toBe(403);
  });

  it('tells the blocked member on chat.php exactly what member.php tells: who, and nothing of the profile', async () => {
    const { a, b, conversation } = await blockedPair();
    const stranger = await richMember(t, 'Sanne');
    await t.db.insert(blocks).values({ blockerId: a.id, blockedId: stranger.id });
    const profile = await b.agent.get(`/api/member.php?id=${a.id}`);
    expect(profile.status).toBe(403);
    const told = await profile.json();
    expect(told).toEqual({
      error: 'blocked',
      message: 'Bram heeft je geblokkeerd. Je kunt het profiel van Bram niet meer bekijken.',
      details: { id: a.id, name: 'Bram' },
    });
    // By profile with a conversation, by profile before any conversation, and by conversation id.
    for (const [agent, path] of [
      [b.agent, `/api/chat.php?profile=${a.id}`],
      [stranger.agent, `/api/chat.php?profile=${a.id}`],
      [b.agent, `/api/chat.php?conversation=${conversation}`],
    ] as const) {
      const res = await agent.get(path);
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toEqual(told);
    }
  });
});

describe('unconfirmed addresses (§4)', () => {
  it('lets the unconfirmed member write, and their partner reply only after the confirmation', async () => {
    const newbie = await richMember(t, 'Noor', { user: { status: 'not_confirmed' }, profile: { status: 'disabled' } });
    const partner = await richMember(t, 'Pim');
    const sent = await sentText(newbie.agent, partner.id, 'Hoi Pim!');
    expect((await openChat(newbie.agent, sent.conversation.id)).conversation.reply_block).toBe('self_not_confirmed');
    const chat = await openChat(partner.agent, sent.conversation.id);
    expect(chat.conversation.reply_block).toBe('partner_not_confirmed');
    expect(chat.profile).toMatchObject({ id: newbie.id, name: 'Noor' });
    const reply = await sendText(partner.agent, newbie.id, 'Hoi Noor');
    expect(reply.status).toBe(403);
    expect(await errorOf(reply)).toMatchObject({
      error: 'partner_not_confirmed',
      message: 'Noor heeft het e-mailadres nog niet bevestigd. Je kunt reageren zodra dat is gebeurd.',
    });

    // What clicking the link does (activate.ts): the address confirmed, the profile active.
    await t.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, newbie.id));
    await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, newbie.id));
    expect((await openChat(partner.agent, sent.conversation.id)).conversation.reply_block).toBeNull();
    expect((await sendText(partner.agent, newbie.id, 'Hoi Noor')).status).toBe(201);
  });

  it('does not find an unconfirmed member nobody has written to', async () => {
    const newbie = await richMember(t, 'Nina', { user: { status: 'not_confirmed' }, profile: { status: 'disabled' } });
    const stranger = await richMember(t, 'Sem');
    expect((await sendText(stranger.agent, newbie.id, 'Hoi')).status).toBe(404);
    expect((await stranger.agent.get(`/api/chat.php?profile=${newbie.id}`)).status).toBe(404);
  });
});

describe('the text (§3 message_length)', () => {
  it('refuses an empty or too long text with a field message in the member’s language', async () => {
    const nl = await richMember(t, 'Lotte');
    const en = await richMember(t, 'Liam', { user: { language: 'en' } });
    const other = await richMember(t, 'Olga');
    const empty = await sendText(nl.agent, other.id, '   ');
    expect(empty.status).toBe(422);
    expect((await errorOf(empty)).fields).toEqual({ text: 'Typ eerst een bericht.' });
    const long = await sendText(nl.agent, other.id, 'x'.repeat(1001));
    expect((await errorOf(long)).fields).toEqual({ text: 'Je bericht mag maximaal 1.000 tekens lang zijn.' });
    const longEn = await sendText(en.agent, other.id, 'x'.repeat(1001));
    expect(longEn.status).toBe(422);
    expect((await errorOf(longEn)).fields).toEqual({ text: 'Your message can be at most 1,000 characters long.' });
    expect((await sendText(nl.agent, other.id, 'x'.repeat(1000))).status).toBe(201);
  });

  it('stores markup as plain text', async () => {
    const a = await richMember(t, 'Mila');
    const b = await richMember(t, 'Mats');
    const sent = await sentText(a.agent, b.id, '<script>alert(1)</script>');
    expect(sent.message.text).toBe('<script>alert(1)</script>');
  });

  it('refuses a gift that is not in the catalogue and a message that is both text and gift', async () => {
    const a = await richMember(t, 'Fleur');
    const b = await richMember(t, 'Finn');
    const nonce = crypto.randomUUID();
    expect((await a.agent.post('/api/message.php', { profile: b.id, gift: 'yacht', nonce })).status).toBe(422);
    expect((await a.agent.post('/api/message.php', { profile: b.id, gift: 'rose', text: 'Hoi', nonce })).status).toBe(422);
    expect((await a.agent.post('/api/message.php', { profile: b.id, text: 'Hoi', nonce: 'not-a-uuid' })).status).toBe(422);
  });
});
