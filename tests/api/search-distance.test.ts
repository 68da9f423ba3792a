import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, defaultSite, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import type { Agent } from '../fixtures/agent';
import { interests, profileInterests } from '@/server/db/schema';
import type { MembersSearchDto } from '@/shared/types/api';

// Members in Switzerland (no other file's members there): Zürich, Winterthur (about 20 km away),
// Bern (about 95 km) and Geneva (about 225 km).
const ZURICH = { latitude: 47.37, longitude: 8.54 };
const WINTERTHUR = { latitude: 47.5, longitude: 8.72 };
const BERN = { latitude: 46.95, longitude: 7.45 };
const GENEVA = { latitude: 46.2, longitude: 6.14 };
const DISCREET_HOST = 'discreet.localhost';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    sites: [{ ...defaultSite, domain: DISCREET_HOST, name: 'Discreet', isDefault: false, extra: { visible_profile_fields: ['gender', 'country', 'region'] } }],
  });
});
afterAll(() => t.close());

async function search(agent: Agent, query = ''): Promise<MembersSearchDto> {
  const res = await agent.get(`/api/members.php?country=CH${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return bodyOf<MembersSearchDto>(res);
}
const ids = (found: MembersSearchDto) => found.profiles.map((p) => p.id);
const kmOf = (found: MembersSearchDto, id: number) => found.profiles.find((p) => p.id === id)?.distance_km;

/** A searcher in Zürich and four Swiss members: three who shared a position, one who did not. */
async function swissMembers() {
  const me = await loggedInMember(t, { country: 'CH', profile: ZURICH });
  const [near, bern, geneva, unshared] = await Promise.all([
    insertMember(t.db, { country: 'CH', profile: { ...WINTERTHUR, lastActiveAt: new Date(Date.now() - 60_000 * 50) } }),
    insertMember(t.db, { country: 'CH', profile: { ...BERN, lastActiveAt: new Date(Date.now() - 60_000 * 40) } }),
    insertMember(t.db, { country: 'CH', profile: { ...GENEVA, lastActiveAt: new Date(Date.now() - 60_000 * 30) } }),
    insertMember(t.db, { country: 'CH', regionCode: 'CH-ZH', profile: { lastActiveAt: new Date() } }),
  ]);
  return { me, near, bern, geneva, unshared };
}

describe('GET /api/members.php by distance', () => {
  it('tells a member who shared a position how far each member who shared theirs is, in whole km', async () => {
    const { me, near, bern, geneva, unshared } = await swissMembers();
    const found = await search(me.agent);
    expect(kmOf(found, near.id)).toBeGreaterThanOrEqual(15);
    expect(kmOf(found, near.id)).toBeLessThanOrEqual(25);
    expect(kmOf(found, bern.id)).toBeGreaterThan(80);
    expect(kmOf(found, geneva.id)).toBeGreaterThan(200);
    expect(Number.isInteger(kmOf(found, bern.id))).toBe(true);
    // Who shared no position keeps their region; a visitor, and a member who shared none, see no distance.
    expect(kmOf(found, unshared.id)).toBeNull();
    expect((await search(t.agent())).profiles.every((p) => p.distance_km === null)).toBe(true);
    const placeless = await loggedInMember(t, { country: 'CH' });
    expect((await search(placeless.agent)).profiles.every((p) => p.distance_km === null)).toBe(true);
  });

  it('finds members within the distance asked for, nearest first when asked', async () => {
    const { me, near, bern, geneva, unshared } = await swissMembers();
    const within100 = ids(await search(me.agent, '&distance=100'));
    expect(within100).toEqual(expect.arrayContaining([near.id, bern.id]));
    expect(within100).not.toContain(geneva.id);
    expect(within100).not.toContain(unshared.id);
    const within25 = ids(await search(me.agent, '&distance=25'));
    expect(within25).toContain(near.id);
    expect(within25).not.toContain(bern.id);

    const nearest = ids(await search(me.agent, '&sort=distance'));
    const order = [near.id, bern.id, geneva.id, unshared.id].map((id) => nearest.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    // Distances ascending, and who shared no position after everyone who did.
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('ignores a distance for a member who shared no position, and never shows anyone a position', async () => {
    const { bern, geneva } = await swissMembers();
    const placeless = await loggedInMember(t, { country: 'CH' });
    expect(ids(await search(placeless.agent, '&distance=5&sort=distance'))).toEqual(expect.arrayContaining([bern.id, geneva.id]));
    const body = JSON.stringify(await search(placeless.agent));
    expect(body).not.toMatch(/latitude|longitude|46\.95/);
  });

  it('refuses a distance or an order that is not one', async () => {
    const me = await loggedInMember(t, { country: 'CH', profile: ZURICH });
    for (const query of ['distance=0', 'distance=abc', 'distance=501', 'sort=name']) {
      const res = await me.agent.get(`/api/members.php?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /api/members.php by interests', () => {
  it('lets members, not visitors, search by a sexual interest, and nobody where profiles show no interests', async () => {
    const [bondage] = await t.db.select().from(interests).where(eq(interests.slug, 'bondage'));
    const [cooking] = await t.db.select().from(interests).where(eq(interests.slug, 'cooking'));
    const her = await insertMember(t.db, { country: 'CH', user: { specialDataConsentAt: new Date() } });
    await t.db.insert(profileInterests).values([
      { userId: her.id, interestId: bondage.id },
      { userId: her.id, interestId: cooking.id },
    ]);
    const me = await loggedInMember(t, { country: 'CH' });
    expect(ids(await search(me.agent, `&interests=${bondage.id}`))).toContain(her.id);
    expect(ids(await search(t.agent(), `&interests=${cooking.id}`))).toContain(her.id);

    const visitor = await t.agent().get(`/api/members.php?country=CH&interests=${bondage.id}`);
    expect(visitor.status).toBe(422);
    expect(Object.keys((await errorOf(visitor)).fields ?? {})).toEqual(['interests']);
    const unknown = await me.agent.get('/api/members.php?country=CH&interests=999999');
    expect(unknown.status).toBe(422);
    const discreet = await t.agent(DISCREET_HOST).get(`/api/members.php?country=CH&interests=${cooking.id}`);
    expect(discreet.status).toBe(422);
  });
});
