import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertCandidate } from '../factories/swipe';
import type { Agent } from '../fixtures/agent';
import { profiles } from '@/server/db/schema';
import type { MemberDetailDto, UserDto } from '@/shared/types/api';
import type { SwipeCardsDto } from '@/shared/types/swipe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function save(agent: Agent, body: Record<string, unknown>): Promise<UserDto['profile']> {
  const res = await agent.put('/api/profile.php', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<{ user: UserDto }>(res)).user.profile;
}
const stored = async (id: number) => (await t.db.select().from(profiles).where(eq(profiles.userId, id)))[0];

/** A woman in Bavaria looking for men (the candidates are men, so other tests' members stay apart). */
const seeker = () => loggedInMember(t, { gender: 'female', country: 'DE', regionCode: 'DE-BY', age: 35, profile: { lookingForGender: 'male' } });

describe('the ages a profile looks for', () => {
  it('are saved, given back to the owner only, and may be open at either end', async () => {
    const me = await seeker();
    const profile = await save(me.agent, { looking_for_min_age: 30, looking_for_max_age: 45 });
    expect([profile.looking_for_min_age, profile.looking_for_max_age]).toEqual([30, 45]);
    expect((await save(me.agent, { looking_for_max_age: null })).looking_for_max_age).toBeNull();

    const other = await loggedInMember(t);
    const res = await other.agent.get(`/api/member.php?id=${me.id}`);
    const seen = (await bodyOf<{ profile: MemberDetailDto }>(res)).profile;
    expect(seen).not.toHaveProperty('looking_for_min_age');
    expect(seen).not.toHaveProperty('location_shared');
  });

  it('refuse a range the wrong way round, also against the end already stored, and change nothing', async () => {
    const me = await seeker();
    await save(me.agent, { looking_for_min_age: 40 });
    for (const body of [
      { looking_for_min_age: 50, looking_for_max_age: 30 },
      { looking_for_max_age: 30 },
      { looking_for_min_age: 17 },
      { looking_for_max_age: '30' },
    ]) {
      const res = await me.agent.put('/api/profile.php', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toHaveLength(1);
    }
    const row = await stored(me.id);
    expect([row.lookingForMinAge, row.lookingForMaxAge]).toEqual([40, null]);
  });

  it('keep the swipe game’s cards within them, unless the game asks for other ages', async () => {
    const me = await seeker();
    const young = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY', age: 24 });
    const fitting = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY', age: 38 });
    const old = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY', age: 61 });
    const cards = async (query = '') => (await bodyOf<SwipeCardsDto>(await me.agent.get(`/api/swipe.php${query}`))).cards.map((c) => c.id);

    // No ages stored: everyone.
    expect(await cards()).toEqual(expect.arrayContaining([young.id, fitting.id, old.id]));
    await save(me.agent, { looking_for_min_age: 30, looking_for_max_age: 45 });
    const within = await cards();
    expect(within).toContain(fitting.id);
    expect(within).not.toContain(young.id);
    expect(within).not.toContain(old.id);
    expect(await cards('?min_age=55&max_age=70')).toEqual(expect.arrayContaining([old.id]));
  });
});

describe('the shared position', () => {
  it('is stored to about a kilometre, never shown, and taken away on request', async () => {
    const me = await seeker();
    const profile = await save(me.agent, { location: { lat: 48.137154, lon: 11.576124 } });
    expect(profile.location_shared).toBe(true);
    expect(JSON.stringify(profile)).not.toContain('48.1');
    const row = await stored(me.id);
    expect([row.latitude, row.longitude]).toEqual([48.14, 11.58]);
    expect((await save(me.agent, { location: null })).location_shared).toBe(false);
    expect((await stored(me.id)).latitude).toBeNull();
  });

  it('stays when other fields change, and goes when the member picks another place by hand', async () => {
    const me = await seeker();
    await save(me.agent, { country: 'DE', location: { lat: 48.14, lon: 11.58 } });
    expect((await save(me.agent, { about: 'Hallo', country: 'DE' })).location_shared).toBe(true);
    expect((await save(me.agent, { country: 'AT' })).location_shared).toBe(false);
  });

  it('refuses a position that is none, and changes nothing', async () => {
    const me = await seeker();
    for (const location of [{ lat: 91, lon: 0 }, { lat: 0, lon: 181 }, { lat: '52', lon: 4 }, 'here']) {
      const res = await me.agent.put('/api/profile.php', { location, about: 'changed' });
      expect(res.status, JSON.stringify(location)).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})[0]).toMatch(/^location/);
    }
    expect((await stored(me.id)).about).not.toBe('changed');
  });
});
