import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, defaultSite, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { insertMember, type InsertedMember } from '../factories/members';
import type { Agent } from '../fixtures/agent';
import { interests, profileInterests } from '@/server/db/schema';
import type { MemberDetailDto, MembersSearchDto, UserDto } from '@/shared/types/api';

// A second site that shows no orientation and no interests (settings.visible_profile_fields).
const DISCREET_HOST = 'discreet.localhost';

let t: TestApp;
let sanne: InsertedMember;

async function giveInterests(userId: number, slugs: string[]): Promise<void> {
  for (const slug of slugs) {
    const [interest] = await t.db.select().from(interests).where(eq(interests.slug, slug));
    await t.db.insert(profileInterests).values({ userId, interestId: interest.id });
  }
}

async function view(id: number, agent: Agent): Promise<MemberDetailDto> {
  const res = await agent.get(`/api/member.php?id=${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<{ profile: MemberDetailDto }>(res)).profile;
}

const slugs = (profile: MemberDetailDto) => profile.interests.map((i) => i.slug).sort();

beforeAll(async () => {
  t = await createTestApp({
    sites: [{ ...defaultSite, domain: DISCREET_HOST, name: 'Discreet', isDefault: false, extra: { visible_profile_fields: ['gender', 'country', 'region'] } }],
  });
  sanne = await insertMember(t.db, {
    name: 'Sanne',
    age: 41,
    profile: { sexuality: 'bi', city: 'Gouda' },
    user: { specialDataConsentAt: new Date() },
  });
  await giveInterests(sanne.id, ['bondage', 'cooking']);
});
afterAll(() => t.close());

describe('what others see of a profile', () => {
  it('never gives a visitor or a member the date of birth, only the age', async () => {
    const member = await loginAs(t, await insertMember(t.db));
    for (const agent of [t.agent(), member]) {
      const profile = await view(sanne.id, agent);
      expect(profile.age).toBe(41);
      expect(profile).not.toHaveProperty('date_of_birth');
    }
  });

  it('shows the city only when the member chooses to show it', async () => {
    const member = await loginAs(t, await insertMember(t.db));
    expect((await view(sanne.id, member)).city).toBeNull();
    const owner = await loginAs(t, sanne);
    expect((await owner.put('/api/profile.php', { show_city: true })).status).toBe(200);
    expect((await view(sanne.id, member)).city).toBe('Gouda');
    expect((await view(sanne.id, t.agent())).city).toBe('Gouda');
    expect((await owner.put('/api/profile.php', { show_city: false })).status).toBe(200);
    expect((await view(sanne.id, t.agent())).city).toBeNull();
  });

  it('hides orientation and sexual interests from visitors', async () => {
    const profile = await view(sanne.id, t.agent());
    expect(profile.sexuality).toBeNull();
    expect(slugs(profile)).toEqual(['cooking']);
  });

  it('shows orientation and sexual interests to logged-in members', async () => {
    const profile = await view(sanne.id, await loginAs(t, await insertMember(t.db)));
    expect(profile.sexuality).toBe('bi');
    expect(slugs(profile)).toEqual(['bondage', 'cooking']);
  });

  it('shows no orientation and no interests on a site whose settings do not show them', async () => {
    const member = await loginAs(t, await insertMember(t.db, { site: DISCREET_HOST }), DISCREET_HOST);
    const profile = await view(sanne.id, member);
    expect(profile.sexuality).toBeNull();
    expect(profile.interests).toEqual([]);
  });

  it("keeps every field in the member's own profile", async () => {
    const res = await (await loginAs(t, sanne)).get('/api/profile.php');
    const { profile } = await bodyOf<{ profile: UserDto['profile'] }>(res);
    expect(profile).toMatchObject({ sexuality: 'bi', city: 'Gouda', date_of_birth: sanne.profile.dateOfBirth });
    expect(profile.interests.map((i) => i.slug).sort()).toEqual(['bondage', 'cooking']);
  });
});

describe('invisible members', () => {
  let ghost: InsertedMember;
  beforeAll(async () => {
    ghost = await insertMember(t.db, { name: 'Ghost', country: 'BE', user: { invisible: true } });
  });

  it('are not viewable by visitors or other members', async () => {
    const member = await loginAs(t, await insertMember(t.db));
    for (const agent of [t.agent(), member]) {
      expect((await agent.get(`/api/member.php?id=${ghost.id}`)).status).toBe(404);
    }
  });

  it('are not listed in the search', async () => {
    const member = await loginAs(t, await insertMember(t.db));
    const res = await member.get('/api/members.php?country=BE');
    const { profiles } = await bodyOf<MembersSearchDto>(res);
    expect(profiles.map((p) => p.id)).not.toContain(ghost.id);
  });

  it('still see their own profile', async () => {
    const profile = await view(ghost.id, await loginAs(t, ghost));
    expect(profile.name).toBe('Ghost');
  });
});
