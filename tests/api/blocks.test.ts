import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { chatsOf, sendText, sentText } from '../factories/chat';
import { blocks, memberEvents, users } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';
import type { MembersSearchDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof loggedInMember>>;
const pair = async (): Promise<[Member, Member]> => [await loggedInMember(t, { name: 'Anna' }), await loggedInMember(t, { name: 'Bram' })];
const block = (as: Agent, profile: unknown) => as.post('/api/block.php', { profile });
const unblock = (as: Agent, profile: unknown) => as.delete('/api/block.php', { profile });
const blockRows = (blockerId: number) => t.db.select().from(blocks).where(eq(blocks.blockerId, blockerId));
const blockEvents = (userId: number) =>
  t.db
    .select({ payload: memberEvents.payload })
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), eq(memberEvents.type, 'block')))
    .orderBy(memberEvents.seq);
const searchIds = async (as: Agent) => (await bodyOf<MembersSearchDto>(await as.get('/api/members.php'))).profiles.map((p) => p.id);

describe('POST /api/block.php', () => {
  it('blocks a member and tells both of them', async () => {
    const [anna, bram] = await pair();
    const res = await block(anna.agent, bram.id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await blockRows(anna.id)).toMatchObject([{ blockerId: anna.id, blockedId: bram.id }]);
    expect(await blockEvents(bram.id)).toEqual([{ payload: { profile: { id: anna.id }, blocked: true } }]);
    expect(await blockEvents(anna.id)).toEqual([{ payload: { profile: { id: bram.id }, blocked: true } }]);
  });

  it('changes nothing and tells nobody when the member is blocked already', async () => {
    const [anna, bram] = await pair();
    await block(anna.agent, bram.id);
    expect((await block(anna.agent, bram.id)).status).toBe(200);
    expect(await blockRows(anna.id)).toHaveLength(1);
    expect(await blockEvents(bram.id)).toHaveLength(1);
  });

  it('refuses to block yourself with a message on the field', async () => {
    const anna = await loggedInMember(t);
    const res = await block(anna.agent, anna.id);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ profile: 'Je kunt jezelf niet blokkeren.' });
  });

  it('answers 404 for a member that does not exist or cannot be seen', async () => {
    const anna = await loggedInMember(t);
    const invisible = await insertMember(t.db, { user: { invisible: true } });
    expect((await block(anna.agent, 987654)).status).toBe(404);
    expect((await block(anna.agent, invisible.id)).status).toBe(404);
    expect(await blockRows(anna.id)).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const bram = await insertMember(t.db);
    const res = await block(t.agent(), bram.id);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('DELETE /api/block.php', () => {
  it('lifts the block and tells both members', async () => {
    const [anna, bram] = await pair();
    await block(anna.agent, bram.id);
    expect((await unblock(anna.agent, bram.id)).status).toBe(200);
    expect(await blockRows(anna.id)).toEqual([]);
    expect((await blockEvents(bram.id)).at(-1)).toEqual({ payload: { profile: { id: anna.id }, blocked: false } });
    expect((await blockEvents(anna.id)).at(-1)).toEqual({ payload: { profile: { id: bram.id }, blocked: false } });
    expect((await anna.agent.get(`/api/member.php?id=${bram.id}`)).status).toBe(200);
  });

  it('is answered the same when there is no block, and lifts only your own', async () => {
    const [anna, bram] = await pair();
    await block(bram.agent, anna.id);
    expect((await unblock(anna.agent, bram.id)).status).toBe(200);
    expect(await blockRows(bram.id)).toHaveLength(1);
    expect(await blockEvents(anna.id)).toHaveLength(1);
  });

  it('refuses yourself, unknown members and visitors', async () => {
    const anna = await loggedInMember(t);
    expect((await unblock(anna.agent, anna.id)).status).toBe(422);
    expect((await unblock(anna.agent, 987654)).status).toBe(404);
    expect((await errorOf(await unblock(t.agent(), anna.id))).error).toBe('authentication_required');
  });

  it('lifts a block of a member who has gone invisible since', async () => {
    const [anna, bram] = await pair();
    await block(anna.agent, bram.id);
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, bram.id));
    expect((await unblock(anna.agent, bram.id)).status).toBe(200);
    expect(await blockRows(anna.id)).toEqual([]);
  });
});

describe('GET /api/member.php between blocked members (§6, §8)', () => {
  it('tells the blocked member who blocked them, in Dutch', async () => {
    const [anna, bram] = await pair();
    await block(anna.agent, bram.id);
    const res = await bram.agent.get(`/api/member.php?id=${anna.id}`);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      error: 'blocked',
      message: 'Anna heeft je geblokkeerd. Je kunt het profiel van Anna niet meer bekijken.',
      details: { id: anna.id, name: 'Anna' },
    });
  });

  it('tells the blocked member in their own language', async () => {
    const anna = await loggedInMember(t, { name: 'Anna' });
    const bram = await loggedInMember(t, { user: { language: 'en' } });
    await block(anna.agent, bram.id);
    const body = await errorOf(await bram.agent.get(`/api/member.php?id=${anna.id}`));
    expect(body.message).toBe('Anna has blocked you. You can no longer view the profile of Anna.');
  });

  it('shows the blocker that they blocked the member, so they can lift it', async () => {
    const [anna, bram] = await pair();
    await block(anna.agent, bram.id);
    const res = await anna.agent.get(`/api/member.php?id=${bram.id}`);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ error: 'you_blocked', message: 'Je hebt Bram geblokkeerd.', details: { id: bram.id, name: 'Bram' } });
  });

  it('still shows the profile to everyone else', async () => {
    const [anna, bram] = await pair();
    await block(anna.agent, bram.id);
    const other = await loggedInMember(t);
    expect((await other.agent.get(`/api/member.php?id=${anna.id}`)).status).toBe(200);
    expect((await t.agent().get(`/api/member.php?id=${bram.id}`)).status).toBe(200);
  });
});

describe('search between blocked members (§6)', () => {
  it('hides both members from each other, whoever blocked', async () => {
    const [anna, bram] = await pair();
    const other = await loggedInMember(t);
    expect(await searchIds(anna.agent)).toContain(bram.id);
    await block(bram.agent, anna.id);
    expect(await searchIds(anna.agent)).not.toContain(bram.id);
    expect(await searchIds(bram.agent)).not.toContain(anna.id);
    expect(await searchIds(other.agent)).toEqual(expect.arrayContaining([anna.id, bram.id]));
  });

  it('shows them again after the block is lifted', async () => {
    const [anna, bram] = await pair();
    await block(anna.agent, bram.id);
    await unblock(anna.agent, bram.id);
    expect(await searchIds(anna.agent)).toContain(bram.id);
    expect(await searchIds(bram.agent)).toContain(anna.id);
  });
});

describe('chats between blocked members (§6)', () => {
  it('hides the conversation and refuses messages until the block is lifted', async () => {
    const [anna, bram] = await pair();
    const { conversation } = await sentText(bram.agent, anna.id, 'Hoi Anna');
    await block(anna.agent, bram.id);
    expect((await chatsOf(anna.agent)).chats.map((c) => c.conversation.id)).not.toContain(conversation.id);
    expect((await chatsOf(bram.agent)).chats.map((c) => c.conversation.id)).not.toContain(conversation.id);
    const refused = await sendText(bram.agent, anna.id, 'Nog iets');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error).toBe('blocked');

    await unblock(anna.agent, bram.id);
    expect((await chatsOf(anna.agent)).chats.map((c) => c.conversation.id)).toContain(conversation.id);
    expect((await sendText(bram.agent, anna.id, 'Daar ben ik weer')).status).toBe(201);
  });
});
