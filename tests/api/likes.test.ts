import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto, type MemberOverrides } from '../factories/members';
import { blocks, likes, memberEvents, profiles, users } from '@/server/db/schema';
import type { LikesDto } from '@/shared/types/social';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (overrides: MemberOverrides = {}) => loggedInMember(t, overrides);
const like = (agent: Agent, profile: number | string) => agent.post('/api/like.php', { profile });
const likesOf = async (agent: Agent) => {
  const res = await agent.get('/api/likes.php');
  expect(res.status, await res.clone().text()).toBe(200);
  return bodyOf<LikesDto>(res);
};
const eventsOf = (userId: number) =>
  t.db.select({ type: memberEvents.type, payload: memberEvents.payload }).from(memberEvents).where(eq(memberEvents.userId, userId)).orderBy(memberEvents.seq);

describe('POST /api/like.php', () => {
  it('likes a member, who hears of it; no match yet', async () => {
    const anna = await member({ name: 'Anna' });
    const bram = await member({ name: 'Bram' });
    const res = await like(anna.agent, bram.id);
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ match: false });
    expect(await eventsOf(bram.id)).toEqual([{ type: 'like', payload: { profile: expect.objectContaining({ id: anna.id, name: 'Anna' }) } }]);
    expect(await eventsOf(anna.id)).toEqual([]);
  });

  it('makes a match when the other liked first, and tells both members', async () => {
    const anna = await member({ name: 'Anna' });
    const bram = await member({ name: 'Bram' });
    await like(anna.agent, bram.id);
    expect(await bodyOf(await like(bram.agent, anna.id))).toEqual({ match: true });
    const annaEvents = await eventsOf(anna.id);
    expect(annaEvents.map((e) => e.type)).toEqual(['like', 'match']);
    expect(annaEvents[1].payload).toEqual({ profile: expect.objectContaining({ id: bram.id, name: 'Bram' }) });
    const bramEvents = await eventsOf(bram.id);
    expect(bramEvents.map((e) => e.type)).toEqual(['like', 'match']);
    expect(bramEvents[1].payload).toEqual({ profile: expect.objectContaining({ id: anna.id, name: 'Anna' }) });
  });

  it('is idempotent: a second like gives the same answer and no new event', async () => {
    const anna = await member();
    const bram = await member();
    await like(bram.agent, anna.id);
    expect(await bodyOf(await like(anna.agent, bram.id))).toEqual({ match: true });
    const res = await like(anna.agent, bram.id);
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ match: true });
    expect((await eventsOf(bram.id)).map((e) => e.type)).toEqual(['like', 'match']);
  });

  it('asks a visitor to log in', async () => {
    const bram = await insertMember(t.db);
    const res = await like(t.agent(), bram.id);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ error: 'authentication_required', message: 'Je moet ingelogd zijn om een like te geven' });
  });

  it('answers 404 for oneself, unknown, invisible, disabled and deleted members', async () => {
    const anna = await member();
    const invisible = await insertMember(t.db, { user: { invisible: true } });
    const disabled = await insertMember(t.db, { profile: { status: 'disabled' } });
    const deleted = await insertMember(t.db, { user: { deletedAt: new Date() } });
    for (const id of [anna.id, 987_654, 99_999_999_999, invisible.id, disabled.id, deleted.id]) {
      const res = await like(anna.agent, id);
      expect(res.status, String(id)).toBe(404);
      expect((await errorOf(res)).error).toBe('not_found');
    }
    expect(await t.db.select().from(likes).where(eq(likes.likerId, anna.id))).toEqual([]);
  });

  it('refuses a profile that is not an id', async () => {
    const anna = await member();
    for (const profile of ['abc', -3, 1.5, null]) {
      const res = await anna.agent.post('/api/like.php', { profile });
      expect(res.status, String(profile)).toBe(422);
      expect((await errorOf(res)).fields?.profile).toBe('Niet gevonden.');
    }
  });

  it('answers 404 between a blocked pair, whoever blocked', async () => {
    const anna = await member();
    const bram = await member();
    await t.db.insert(blocks).values({ blockerId: anna.id, blockedId: bram.id });
    expect((await like(anna.agent, bram.id)).status).toBe(404);
    expect((await like(bram.agent, anna.id)).status).toBe(404);
    expect(await eventsOf(anna.id)).toEqual([]);
  });

  it('limits the likes of one member', async () => {
    const anna = await member();
    const bram = await insertMember(t.db);
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push((await like(anna.agent, bram.id)).status);
    expect(answers.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(answers[120]).toBe(429);
  });
});

describe('DELETE /api/like.php', () => {
  it('takes the like back, ending the match', async () => {
    const anna = await member();
    const bram = await member();
    await like(anna.agent, bram.id);
    await like(bram.agent, anna.id);
    const res = await anna.agent.delete('/api/like.php', { profile: bram.id });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ ok: true });
    expect((await likesOf(anna.agent)).profiles).toEqual([]);
    expect((await likesOf(bram.agent)).profiles).toEqual([expect.objectContaining({ id: anna.id, match: false })]);
    // Taking back a like that is not there is the same answer.
    expect((await anna.agent.delete('/api/like.php', { profile: bram.id })).status).toBe(200);
  });

  it('asks a visitor to log in', async () => {
    const res = await t.agent().delete('/api/like.php', { profile: 1 });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('GET /api/likes.php', () => {
  it('lists the likes given and received, newest first, with match and like_new', async () => {
    const anna = await member({ name: 'Anna' });
    const bram = await member({ name: 'Bram' });
    const cees = await member({ name: 'Cees' });
    const dirk = await member({ name: 'Dirk' });
    await insertPhoto(t.db, bram.id, { main: true });
    await like(anna.agent, bram.id);
    await like(anna.agent, cees.id);
    await like(bram.agent, anna.id);
    await like(dirk.agent, anna.id);
    const list = await likesOf(anna.agent);
    expect(list.profiles.map((p) => [p.name, p.match])).toEqual([
      ['Cees', false],
      ['Bram', true],
    ]);
    expect(list.profiles[1].main_image).toMatchObject({ match: expect.stringContaining('/api/media/') });
    expect(list.liked_by.map((p) => [p.name, p.match, p.like_new])).toEqual([
      ['Dirk', false, true],
      ['Bram', true, true],
    ]);
    expect(Date.parse(list.liked_by[0].liked_at)).not.toBeNaN();
  });

  it('leaves out invisible, disabled and deleted members and blocked pairs', async () => {
    const anna = await member();
    const others = await Promise.all([member(), member(), member(), member(), member()]);
    for (const other of others) {
      await like(anna.agent, other.id);
      await like(other.agent, anna.id);
    }
    expect((await likesOf(anna.agent)).profiles).toHaveLength(5);
    const [invisible, disabled, deleted, blockedByAnna, blockingAnna] = others;
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, invisible.id));
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, disabled.id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    await t.db.insert(blocks).values([
      { blockerId: anna.id, blockedId: blockedByAnna.id },
      { blockerId: blockingAnna.id, blockedId: anna.id },
    ]);
    expect(await likesOf(anna.agent)).toEqual({ profiles: [], liked_by: [] });
  });

  it('asks a visitor to log in', async () => {
    const res = await t.agent().get('/api/likes.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('PUT /api/likes.php (opening a liker’s profile, §4)', () => {
  it('clears like_new of that liker only', async () => {
    const anna = await member();
    const bram = await member();
    const cees = await member();
    await like(bram.agent, anna.id);
    await like(cees.agent, anna.id);
    const res = await anna.agent.put('/api/likes.php', { profile: bram.id });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ ok: true });
    const flags = (await likesOf(anna.agent)).liked_by.map((p) => [p.id, p.like_new]);
    expect(flags).toEqual([
      [cees.id, true],
      [bram.id, false],
    ]);
  });

  it('cannot clear the flag of a like given to someone else', async () => {
    const anna = await member();
    const bram = await member();
    const mallory = await member();
    await like(bram.agent, anna.id);
    await mallory.agent.put('/api/likes.php', { profile: bram.id });
    await mallory.agent.put('/api/likes.php', { profile: anna.id });
    expect((await likesOf(anna.agent)).liked_by).toEqual([expect.objectContaining({ id: bram.id, like_new: true })]);
  });

  it('asks a visitor to log in', async () => {
    expect((await t.agent().put('/api/likes.php', { profile: 1 })).status).toBe(403);
  });
});
