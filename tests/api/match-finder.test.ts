import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { block, eventsOf, insertCandidate } from '../factories/swipe';
import type { Agent } from '../fixtures/agent';
import { interests, likes, profileInterests, sites, swipeDecisions } from '@/server/db/schema';
import type { MatchFinderDto, SwipeCardsDto } from '@/shared/types/swipe';

let t: TestApp;
let interestId: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  interestId = new Map((await t.db.select({ id: interests.id, slug: interests.slug }).from(interests)).map((i) => [i.slug, i.id]));
});
afterAll(() => t.close());

async function pick(userId: number, slugs: string[]) {
  if (slugs.length) await t.db.insert(profileInterests).values(slugs.map((slug) => ({ userId, interestId: interestId.get(slug)! })));
}

async function suggestions(agent: Agent): Promise<MatchFinderDto['suggestions']> {
  const res = await agent.get('/api/match-finder.php');
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<MatchFinderDto>(res)).suggestions;
}

/** A man of 30 (in Noord-Holland when Dutch) looking for women, who likes cooking, hiking, wine and bondage. */
async function seeker(country = 'NL') {
  const me = await loggedInMember(t, {
    gender: 'male',
    age: 30,
    country,
    regionCode: country === 'NL' ? 'NL-NH' : undefined,
    profile: { lookingForGender: 'female' },
  });
  await pick(me.id, ['cooking', 'hiking', 'wine', 'bondage']);
  return me;
}

describe('GET /api/match-finder.php', () => {
  it('asks a visitor to log in', async () => {
    const res = await t.agent().get('/api/match-finder.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });

  it('ranks the best fit first and says why, in the member language', async () => {
    const me = await seeker();
    const best = await insertCandidate(t, { gender: 'female', age: 31, regionCode: 'NL-NH', profile: { lookingForGender: 'male' } });
    await pick(best.id, ['cooking', 'hiking', 'bondage', 'beach']);
    const some = await insertCandidate(t, { gender: 'female', age: 52, regionCode: 'NL-ZH' });
    await pick(some.id, ['wine']);
    const none = await insertCandidate(t, { gender: 'female', age: 60, regionCode: 'NL-ZH' });
    const man = await insertCandidate(t, { gender: 'male', age: 30, regionCode: 'NL-NH', profile: { lookingForGender: 'male' } });
    const list = await suggestions(me.agent);
    const ids = list.map((s) => s.profile.id);
    expect(ids.slice(0, 3)).toEqual([best.id, some.id, none.id]);
    expect(ids).not.toContain(man.id);
    expect(list[0].reasons).toEqual([
      '3 gedeelde interesses',
      'Jullie houden allebei van Koken en Wandelen',
      'In jouw regio',
      'Past bij jouw leeftijd',
      'Zoekt een man',
    ]);
    expect(list[1].reasons).toEqual(['1 gedeelde interesse', 'Jullie houden allebei van Wijn']);
    expect(list[2].reasons).toEqual([]);
    expect(list[0].score).toBeGreaterThan(list[1].score);
  });

  it('counts the ages the member looks for as the fitting age, and says so', async () => {
    const me = await seeker('AT');
    await me.agent.put('/api/profile.php', { looking_for_min_age: 50, looking_for_max_age: 60 });
    const older = await insertCandidate(t, { gender: 'female', age: 55, country: 'AT' });
    const peer = await insertCandidate(t, { gender: 'female', age: 31, country: 'AT' });
    const list = await suggestions(me.agent);
    const reasonsOf = (id: number) => list.find((s) => s.profile.id === id)?.reasons;
    expect(reasonsOf(older.id)).toEqual(['In de leeftijd die je zoekt']);
    expect(reasonsOf(peer.id)).toEqual([]);
    expect(list.findIndex((s) => s.profile.id === older.id)).toBeLessThan(list.findIndex((s) => s.profile.id === peer.id));
  });

  it('never names a sensitive interest', async () => {
    const me = await seeker('DE');
    const her = await insertCandidate(t, { gender: 'female', age: 30, country: 'DE' });
    await pick(her.id, ['bondage']);
    const [first] = await suggestions(me.agent);
    expect(first.profile.id).toBe(her.id);
    expect(first.reasons).toContain('1 gedeelde interesse');
    expect(first.reasons.join(' ')).not.toMatch(/bondage/i);
  });

  it('names no interests on a site that does not show them', async () => {
    const me = await seeker('CH');
    const her = await insertCandidate(t, { gender: 'female', age: 30, country: 'CH' });
    await pick(her.id, ['cooking']);
    const [site] = await t.db.select().from(sites).where(eq(sites.isDefault, true));
    await t.db
      .update(sites)
      .set({ extra: { ...site.extra, visible_profile_fields: ['gender', 'country'] } })
      .where(eq(sites.id, site.id));
    await t.container.invalidateCaches('sites');
    try {
      const [first] = await suggestions(me.agent);
      expect(first.profile.id).toBe(her.id);
      expect(first.reasons.join(' ')).not.toMatch(/interesse|Koken/);
    } finally {
      await t.db.update(sites).set({ extra: site.extra }).where(eq(sites.id, site.id));
      await t.container.invalidateCaches('sites');
    }
  });

  it('speaks the member language', async () => {
    const me = await loggedInMember(t, { gender: 'female', age: 40, regionCode: 'NL-UT', user: { language: 'en' }, profile: { lookingForGender: 'male' } });
    await insertCandidate(t, { gender: 'male', age: 41, regionCode: 'NL-UT', profile: { lookingForGender: 'female' } });
    const [first] = await suggestions(me.agent);
    expect(first.reasons).toEqual(['In your region', 'Fits your age', 'Looking for a woman']);
  });

  it('leaves out liked, swiped, blocked and hidden members and other countries', async () => {
    const me = await seeker('BE');
    const shown = await insertCandidate(t, { gender: 'female', country: 'BE' });
    const others = await Promise.all(
      [{}, {}, {}, {}, { user: { invisible: true } }, { user: { deletedAt: new Date() } }, { profile: { status: 'disabled' as const } }].map((o) =>
        insertCandidate(t, { gender: 'female', country: 'BE', ...o }),
      ),
    );
    const abroad = await insertCandidate(t, { gender: 'female', country: 'DE' });
    const [liked, passed, blockedByMe, blockedMe] = others;
    await t.db.insert(likes).values({ likerId: me.id, likedId: liked.id });
    await t.db.insert(swipeDecisions).values({ userId: me.id, targetId: passed.id, decision: 'pass' });
    await block(t, me.id, blockedByMe.id);
    await block(t, blockedMe.id, me.id);
    const ids = (await suggestions(me.agent)).map((s) => s.profile.id);
    expect(ids).toEqual([shown.id]);
    expect(ids).not.toContain(abroad.id);
  });

  it('finds the best of a few hundred members and returns at most 20', async () => {
    const me = await seeker('AT');
    for (let i = 0; i < 300; i++) await insertCandidate(t, { gender: i % 3 ? 'female' : 'male', country: 'AT', age: 20 + (i % 50) });
    const star = await insertCandidate(t, { gender: 'female', country: 'AT', age: 29, profile: { lookingForGender: 'male' } });
    await pick(star.id, ['cooking', 'hiking', 'wine']);
    const list = await suggestions(me.agent);
    expect(list).toHaveLength(20);
    expect(list[0].profile.id).toBe(star.id);
    expect(list.map((s) => s.score)).toEqual([...list.map((s) => s.score)].sort((a, b) => b - a));
  });
});

describe('POST /api/match-finder.php', () => {
  it('likes a suggestion without using a swipe like, and tells of a match', async () => {
    const me = await seeker();
    const her = await insertCandidate(t, { gender: 'female' });
    await t.db.insert(likes).values({ likerId: her.id, likedId: me.id });
    const res = await me.agent.post('/api/match-finder.php', { profile: her.id });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await bodyOf(res)).toEqual({ match: true });
    const [like] = await t.db.select().from(likes).where(eq(likes.likerId, me.id));
    expect(like).toMatchObject({ likedId: her.id, source: 'finder' });
    expect(await t.db.select().from(swipeDecisions).where(eq(swipeDecisions.userId, me.id))).toEqual([]);
    const game = await bodyOf<SwipeCardsDto>(await me.agent.get('/api/swipe.php'));
    expect(game.likes_left).toBe(4);
    expect((await eventsOf(t, her.id)).map((e) => e.type)).toEqual(['like', 'match']);
    expect((await suggestions(me.agent)).map((s) => s.profile.id)).not.toContain(her.id);
  });

  it('answers 404 for a blocked or hidden member and asks a visitor to log in', async () => {
    const me = await seeker();
    const blocker = await insertCandidate(t, { gender: 'female' });
    const hidden = await insertCandidate(t, { gender: 'female', user: { invisible: true } });
    await block(t, blocker.id, me.id);
    for (const id of [blocker.id, hidden.id]) expect((await me.agent.post('/api/match-finder.php', { profile: id })).status).toBe(404);
    expect(
      await t.db
        .select()
        .from(likes)
        .where(inArray(likes.likedId, [blocker.id, hidden.id])),
    ).toEqual([]);
    expect((await t.agent().post('/api/match-finder.php', { profile: blocker.id })).status).toBe(403);
  });
});
