import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertCandidate } from '../factories/swipe';
import type { Agent } from '../fixtures/agent';
import type { SwipeCardsDto } from '@/shared/types/swipe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const activeHoursAgo = (hours: number) => ({ lastActiveAt: new Date(Date.now() - hours * HOUR) });

async function cardIds(agent: Agent, query = ''): Promise<number[]> {
  const res = await agent.get(`/api/swipe.php${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<SwipeCardsDto>(res)).cards.map((c) => c.id);
}
const decide = (agent: Agent, profile: number, decision: 'like' | 'pass') => agent.post('/api/swipe.php', { profile, decision });
const undo = (agent: Agent, profile: unknown) => agent.delete('/api/swipe.php', { profile });

/** A woman in Bavaria looking for men; candidates are men, so other files' members stay out of the way. */
const seeker = () => loggedInMember(t, { gender: 'female', country: 'DE', regionCode: 'DE-BY', age: 35, profile: { lookingForGender: 'male' } });

describe('the swipe game’s cards', () => {
  it('come from the member’s own region, then country, before the rest, each most recently active first', async () => {
    const me = await seeker();
    const elsewhere = await insertCandidate(t, { gender: 'male', country: 'NL', regionCode: 'NL-NH', profile: activeHoursAgo(0) });
    const country = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BE', profile: activeHoursAgo(1) });
    const regionOld = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY', profile: activeHoursAgo(5) });
    const regionNew = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY', profile: activeHoursAgo(2) });
    const ids = await cardIds(me.agent);
    expect(ids.slice(0, 3)).toEqual([regionNew.id, regionOld.id, country.id]);
    expect(ids.indexOf(elsewhere.id) === -1 || ids.indexOf(elsewhere.id) > 2).toBe(true);
  });

  it('keep to the ages asked for, and refuse an age range that is no range', async () => {
    const me = await seeker();
    const young = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY', age: 25 });
    const fitting = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY', age: 40 });
    const ids = await cardIds(me.agent, '?min_age=30&max_age=45');
    expect(ids).toContain(fitting.id);
    expect(ids).not.toContain(young.id);
    const bad = await me.agent.get('/api/swipe.php?min_age=50&max_age=30');
    expect(bad.status).toBe(422);
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(['max_age']);
  });
});

describe('DELETE /api/swipe.php', () => {
  it('takes back a pass: the card comes back', async () => {
    const me = await seeker();
    const him = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY' });
    expect((await decide(me.agent, him.id, 'pass')).status).toBe(200);
    expect(await cardIds(me.agent)).not.toContain(him.id);
    const res = await undo(me.agent, him.id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await cardIds(me.agent)).toContain(him.id);
    // Nothing left to take back.
    expect((await undo(me.agent, him.id)).status).toBe(404);
  });

  it('never takes back a like, nor anything for a visitor or someone else’s pass', async () => {
    const me = await seeker();
    const other = await seeker();
    const him = await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY' });
    await decide(me.agent, him.id, 'like');
    expect((await undo(me.agent, him.id)).status).toBe(404);
    await decide(other.agent, him.id, 'pass');
    expect((await undo(me.agent, him.id)).status).toBe(404);
    expect(await cardIds(other.agent)).not.toContain(him.id);
    expect((await undo(me.agent, 'abc')).status).toBe(422);
    const visitor = await undo(t.agent(), him.id);
    expect(visitor.status).toBe(403);
    expect((await errorOf(visitor)).error).toBe('authentication_required');
  });

  it('leaves passing and undoing open once the 4 likes of the day are used', async () => {
    const me = await seeker();
    const men = [];
    for (let i = 0; i < 6; i++) men.push(await insertCandidate(t, { gender: 'male', country: 'DE', regionCode: 'DE-BY' }));
    for (const man of men.slice(0, 4)) expect((await decide(me.agent, man.id, 'like')).status).toBe(200);
    expect((await decide(me.agent, men[4].id, 'like')).status).toBe(429);
    expect((await decide(me.agent, men[4].id, 'pass')).status).toBe(200);
    expect((await undo(me.agent, men[4].id)).status).toBe(200);
    expect((await decide(me.agent, men[5].id, 'pass')).status).toBe(200);
  });
});
