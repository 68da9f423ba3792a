import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { insertCandidate } from '../factories/swipe';
import type { Agent } from '../fixtures/agent';
import { eq } from 'drizzle-orm';
import { interests, profileInterests } from '@/server/db/schema';
import type { MembersSearchDto } from '@/shared/types/api';
import type { MatchFinderDto, SwipeCardsDto } from '@/shared/types/swipe';

const GAY_SITE = 'gay.niche.localhost';
const SHE_SITE = 'she.niche.localhost';
const NICHE_SITES = { bdsm: 3, bbw: 4, gilf: 5, milf: 6 } as const;
const hostOf = (niche: keyof typeof NICHE_SITES) => `${niche}.niche.localhost`;
let t: TestApp;
let people: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({
    sites: [
      { domain: GAY_SITE, name: 'Gay', niche: 7 },
      { domain: SHE_SITE, name: 'She', niche: 2 },
      ...Object.entries(NICHE_SITES).map(([slug, niche]) => ({ domain: hostOf(slug as keyof typeof NICHE_SITES), name: slug, niche })),
    ],
  });
  const person = async (gender: 'male' | 'female', lookingForGender: 'male' | 'female') =>
    (await insertCandidate(t, { gender, profile: { lookingForGender }, name: `Niche${gender}${lookingForGender}` })).id;
  people = {
    manForMen: await person('male', 'male'),
    manForWomen: await person('male', 'female'),
    womanForMen: await person('female', 'male'),
    womanForWomen: await person('female', 'female'),
  };
});

/** Members who fit one of the niches defined by profile fields (src/shared/niches.ts), and one who fits none. */
async function insertNicheFields(): Promise<Record<string, number>> {
  const woman = async (age: number, bodyType: string) =>
    (await insertCandidate(t, { gender: 'female', age, profile: { bodyType, lookingForGender: 'male' } })).id;
  const kinky = await insertCandidate(t, { gender: 'male', age: 29, profile: { bodyType: 'athletic', lookingForGender: 'female' } });
  const [bondage] = await t.db.select({ id: interests.id }).from(interests).where(eq(interests.slug, 'bondage'));
  await t.db.insert(profileInterests).values({ userId: kinky.id, interestId: bondage.id });
  return {
    curvy30: await woman(30, 'curvy'),
    slim40: await woman(40, 'slim'),
    large58: await woman(58, 'large'),
    slim25: await woman(25, 'slim'),
    bondageMan: kinky.id,
  };
}
afterAll(() => t.close());

async function memberOn(host: string, gender: 'male' | 'female', lookingForGender: 'male' | 'female'): Promise<Agent> {
  const member = await insertMember(t.db, { site: host, gender, profile: { lookingForGender } });
  return loginAs(t, member, host);
}

async function searched(agent: Agent, query = ''): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const found = await bodyOf<MembersSearchDto>(await agent.get(`/api/members.php?page=${page}${query}`));
    ids.push(...found.profiles.map((p) => p.id));
    if (found.profiles.length < found.perPage) break;
  }
  return ids;
}

const ours = (ids: number[], group: Record<string, number> = people) =>
  Object.entries(group)
    .filter(([, id]) => ids.includes(id))
    .map(([who]) => who)
    .sort();

describe('a niche site lists the members its niche is for', () => {
  it('the gay site shows men looking for men, in search and in the swipe game', async () => {
    const agent = await memberOn(GAY_SITE, 'male', 'male');
    expect(ours(await searched(agent))).toEqual(['manForMen']);
    expect(ours(await searched(agent, '&gender=female'))).toEqual([]);
    const cards = await bodyOf<SwipeCardsDto>(await agent.get('/api/swipe.php'));
    expect(ours(cards.cards.map((c) => c.id))).toEqual(['manForMen']);
  });

  it('the women’s site shows women looking for women', async () => {
    const agent = await memberOn(SHE_SITE, 'female', 'female');
    expect(ours(await searched(agent))).toEqual(['womanForWomen']);
  });

  it('a general site shows everyone', async () => {
    const agent = await loginAs(t, await insertMember(t.db, { gender: 'female', profile: { lookingForGender: 'male' } }));
    expect(ours(await searched(agent))).toEqual(['manForMen', 'manForWomen', 'womanForMen', 'womanForWomen']);
  });
});

describe('niches defined by profile fields (BBW, MILF, GILF, BDSM)', () => {
  it('lists curvy and large women, women of 35–54, women of 55 and over, and members into bondage or SM', async () => {
    const fields = await insertNicheFields();
    const listed = async (niche: keyof typeof NICHE_SITES) => ours(await searched(await memberOn(hostOf(niche), 'male', 'female')), fields);
    expect(await listed('bbw')).toEqual(['curvy30', 'large58']);
    expect(await listed('milf')).toEqual(['slim40']);
    expect(await listed('gilf')).toEqual(['large58']);
    expect(await listed('bdsm')).toEqual(['bondageMan']);
    // The swipe game and the match finder take the same rule.
    const agent = await memberOn(hostOf('milf'), 'male', 'female');
    const cards = await bodyOf<SwipeCardsDto>(await agent.get('/api/swipe.php'));
    expect(
      ours(
        cards.cards.map((c) => c.id),
        fields,
      ),
    ).toEqual(['slim40']);
    const finder = await bodyOf<MatchFinderDto>(await agent.get('/api/match-finder.php'));
    expect(
      ours(
        finder.suggestions.map((s) => s.profile.id),
        fields,
      ),
    ).toEqual(['slim40']);
  });

  it('never lets a visitor infer sexual interests: visitors of the BDSM site see everyone', async () => {
    const visitor = t.agent(hostOf('bdsm'));
    const ids = await searched(visitor);
    expect(ours(ids)).toEqual(['manForMen', 'manForWomen', 'womanForMen', 'womanForWomen']);
  });
});
