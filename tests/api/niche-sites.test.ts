import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { insertCandidate } from '../factories/swipe';
import type { Agent } from '../fixtures/agent';
import type { MembersSearchDto } from '@/shared/types/api';
import type { SwipeCardsDto } from '@/shared/types/swipe';

const GAY_SITE = 'gay.niche.localhost';
const SHE_SITE = 'she.niche.localhost';
let t: TestApp;
let people: Record<'manForMen' | 'manForWomen' | 'womanForMen' | 'womanForWomen', number>;
beforeAll(async () => {
  t = await createTestApp({
    sites: [
      { domain: GAY_SITE, name: 'Gay', niche: 7 },
      { domain: SHE_SITE, name: 'She', niche: 2 },
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

const ours = (ids: number[]) =>
  Object.entries(people)
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
