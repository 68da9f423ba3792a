import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { block, contextAt, eventsOf, insertCandidate } from '../factories/swipe';
import type { Agent } from '../fixtures/agent';
import { likes, swipeDecisions } from '@/server/db/schema';
import { decideSwipe } from '@/server/services/swipe/decide-swipe';
import { listSwipeCards } from '@/server/services/swipe/list-swipe-cards';
import { ApiError } from '@/server/errors';
import type { SwipeCardsDto, SwipeDecisionDto } from '@/shared/types/swipe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIMIT_TEXT = 'Je hebt je 4 likes voor vandaag gebruikt.';

/** A man looking for women, logged in, with `n` women to swipe. */
async function swiper(n = 0) {
  const me = await loggedInMember(t, { gender: 'male', profile: { lookingForGender: 'female' } });
  const women = [];
  for (let i = 0; i < n; i++) women.push(await insertCandidate(t, { gender: 'female' }));
  return { me, women };
}

async function cards(agent: Agent): Promise<SwipeCardsDto> {
  const res = await agent.get('/api/swipe.php');
  expect(res.status, await res.clone().text()).toBe(200);
  return bodyOf<SwipeCardsDto>(res);
}

const decide = (agent: Agent, profile: number, decision: 'like' | 'pass') => agent.post('/api/swipe.php', { profile, decision });

describe('GET /api/swipe.php', () => {
  it('asks a visitor to log in', async () => {
    const res = await t.agent().get('/api/swipe.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
    expect((await decide(t.agent(), 1, 'like')).status).toBe(403);
  });

  it('shows active members of the gender the member looks for, with 4 likes a day', async () => {
    const { me, women } = await swiper(2);
    await insertCandidate(t, { gender: 'male' });
    const body = await cards(me.agent);
    const ids = body.cards.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(women.map((w) => w.id)));
    expect(ids).not.toContain(me.id);
    expect(body.cards.every((c) => c.main_image !== null)).toBe(true);
    expect(body).toMatchObject({ likes_left: 4, likes_per_day: 4 });
    expect(new Date(body.resets_at).getTime()).toBeGreaterThan(Date.now());
    expect(body.cards.length).toBeLessThanOrEqual(10);
  });

  it('leaves out hidden, photo-less, blocked, swiped and liked members', async () => {
    const me = await loggedInMember(t, { gender: 'female', profile: { lookingForGender: 'male' } });
    const shown = await insertCandidate(t, { gender: 'male', name: 'Shown' });
    const hidden = [
      await insertCandidate(t, { gender: 'male', user: { invisible: true } }),
      await insertCandidate(t, { gender: 'male', user: { deletedAt: new Date() } }),
      await insertCandidate(t, { gender: 'male', profile: { status: 'disabled' } }),
      await insertMember(t.db, { gender: 'male' }),
    ];
    const [blockedByMe, blockedMe, passed, liked] = await Promise.all([1, 2, 3, 4].map(() => insertCandidate(t, { gender: 'male' })));
    await block(t, me.id, blockedByMe.id);
    await block(t, blockedMe.id, me.id);
    await t.db.insert(swipeDecisions).values({ userId: me.id, targetId: passed.id, decision: 'pass' });
    await t.db.insert(likes).values({ likerId: me.id, likedId: liked.id });
    const ids = (await cards(me.agent)).cards.map((c) => c.id);
    expect(ids).toContain(shown.id);
    for (const other of [...hidden, blockedByMe, blockedMe, passed, liked]) expect(ids).not.toContain(other.id);
  });
});

describe('POST /api/swipe.php', () => {
  it('stores a like as a swipe and a like, and tells the liked member', async () => {
    const { me, women } = await swiper(1);
    const res = await decide(me.agent, women[0].id, 'like');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await bodyOf<SwipeDecisionDto>(res)).toMatchObject({ match: false, likes_left: 3 });
    const [decision] = await t.db.select().from(swipeDecisions).where(eq(swipeDecisions.userId, me.id));
    expect(decision).toMatchObject({ targetId: women[0].id, decision: 'like' });
    const [like] = await t.db.select().from(likes).where(eq(likes.likerId, me.id));
    expect(like).toMatchObject({ likedId: women[0].id, source: 'swipe', isNew: true });
    expect(await eventsOf(t, women[0].id)).toEqual([{ type: 'like', payload: { profile: expect.objectContaining({ id: me.id }) } }]);
    expect((await cards(me.agent)).cards.map((c) => c.id)).not.toContain(women[0].id);
  });

  it('makes a match when the other member liked first, and tells both', async () => {
    const { me, women } = await swiper(1);
    await t.db.insert(likes).values({ likerId: women[0].id, likedId: me.id });
    const body = await bodyOf<SwipeDecisionDto>(await decide(me.agent, women[0].id, 'like'));
    expect(body.match).toBe(true);
    expect(await eventsOf(t, women[0].id)).toEqual([
      { type: 'like', payload: { profile: expect.objectContaining({ id: me.id }) } },
      { type: 'match', payload: { profile: expect.objectContaining({ id: me.id }) } },
    ]);
    expect(await eventsOf(t, me.id)).toEqual([{ type: 'match', payload: { profile: expect.objectContaining({ id: women[0].id }) } }]);
  });

  it('refuses the 5th like of the day with the reset time, and still takes passes', async () => {
    const { me, women } = await swiper(6);
    for (const [i, woman] of women.slice(0, 4).entries()) {
      expect((await bodyOf<SwipeDecisionDto>(await decide(me.agent, woman.id, 'like'))).likes_left).toBe(3 - i);
    }
    const refused = await decide(me.agent, women[4].id, 'like');
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error).toMatchObject({ error: 'swipe_limit_reached', message: LIMIT_TEXT });
    expect(new Date(String(error.details?.resets_at)).getTime()).toBeGreaterThan(Date.now());
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await t.db
        .select()
        .from(likes)
        .where(and(eq(likes.likerId, me.id), eq(likes.likedId, women[4].id))),
    ).toEqual([]);
    const pass = await decide(me.agent, women[5].id, 'pass');
    expect(pass.status).toBe(200);
    expect((await cards(me.agent)).likes_left).toBe(0);
  });

  it('lets exactly 4 of 6 likes sent at once through', async () => {
    const { me, women } = await swiper(6);
    const answers = await Promise.all(women.map((w) => decide(me.agent, w.id, 'like')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await t.db.select().from(likes).where(eq(likes.likerId, me.id))).toHaveLength(4);
  });

  it('makes one match when two members like each other at the same moment', async () => {
    const { me } = await swiper();
    const her = await loggedInMember(t, { gender: 'female', profile: { lookingForGender: 'male' } });
    await insertCandidate(t, { gender: 'female' });
    const [mine, hers] = await Promise.all([decide(me.agent, her.id, 'like'), decide(her.agent, me.id, 'like')]);
    expect([mine.status, hers.status]).toEqual([200, 200]);
    const matches = [await bodyOf<SwipeDecisionDto>(mine), await bodyOf<SwipeDecisionDto>(hers)].filter((b) => b.match);
    expect(matches).toHaveLength(1);
    expect((await eventsOf(t, me.id)).filter((e) => e.type === 'match')).toHaveLength(1);
  });

  it('answers 404 for a member one may not like', async () => {
    const { me } = await swiper();
    const invisible = await insertCandidate(t, { gender: 'female', user: { invisible: true } });
    const blocker = await insertCandidate(t, { gender: 'female' });
    await block(t, blocker.id, me.id);
    for (const id of [invisible.id, blocker.id, me.id, 2_147_483_647]) expect((await decide(me.agent, id, 'like')).status).toBe(404);
    expect(await t.db.select().from(likes).where(eq(likes.likerId, me.id))).toEqual([]);
  });

  it('refuses a decision that is neither like nor pass', async () => {
    const { me, women } = await swiper(1);
    const res = await me.agent.post('/api/swipe.php', { profile: women[0].id, decision: 'maybe' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toHaveProperty('decision');
  });
});

describe('the swipe day (§9) in the site time zone', () => {
  async function likeAt(userId: number, profile: number, iso: string) {
    return decideSwipe(await contextAt(t, userId, new Date(iso)), { profile, decision: 'like' });
  }

  it('gives new likes at midnight in Amsterdam, not at midnight UTC', async () => {
    const { me, women } = await swiper(6);
    // 23:00 to 23:59 in Amsterdam (winter time, UTC+1) on 15 January.
    for (const [i, w] of women.slice(0, 4).entries()) await likeAt(me.id, w.id, `2026-01-15T22:0${i}:00Z`);
    const refused = await likeAt(me.id, women[4].id, '2026-01-15T22:59:59Z').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).values.resets_at).toBe('2026-01-15T23:00:00.000Z');
    const next = await likeAt(me.id, women[4].id, '2026-01-15T23:00:00Z');
    expect(next).toEqual({ match: false, likes_left: 3, resets_at: '2026-01-16T23:00:00.000Z' });
  });

  it('follows summer time', async () => {
    const { me } = await swiper(1);
    const summer = await listSwipeCards(await contextAt(t, me.id, new Date('2026-07-01T21:59:00Z')));
    expect(summer.resets_at).toBe('2026-07-01T22:00:00.000Z');
    // 29 March 2026 has 23 hours in Amsterdam: it ends at 22:00 UTC, not 23:00.
    const switchDay = await listSwipeCards(await contextAt(t, me.id, new Date('2026-03-29T12:00:00Z')));
    expect(switchDay.resets_at).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026 has 25 hours: it began at 22:00 UTC the day before and ends at 23:00 UTC.
    const longDay = await listSwipeCards(await contextAt(t, me.id, new Date('2026-10-25T12:00:00Z')));
    expect(longDay.resets_at).toBe('2026-10-25T23:00:00.000Z');
  });

  it('uses the time zone of the site', async () => {
    const { me, women } = await swiper(1);
    const ctx = await contextAt(t, me.id, new Date('2026-03-10T03:00:00Z'));
    const inNewYork = { ...ctx, site: { ...ctx.site, timeZone: 'America/New_York' } };
    const body = await decideSwipe(inNewYork, { profile: women[0].id, decision: 'like' });
    // 03:00 UTC is 23:00 on 9 March in New York (EDT from 8 March): the day ends at 04:00 UTC.
    expect(body.resets_at).toBe('2026-03-10T04:00:00.000Z');
  });
});
