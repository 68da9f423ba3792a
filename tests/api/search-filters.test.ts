import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto } from '../factories/members';
import { interests, profileInterests } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';
import type { MembersSearchDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function found(agent: Agent, query: string): Promise<number[]> {
  const res = await agent.get(`/api/members.php?country=AT&${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<MembersSearchDto>(res)).profiles.map((p) => p.id);
}

describe('GET /api/members.php filters', () => {
  it('narrows to members online now, with a photo, and sharing every interest asked for', async () => {
    const me = await loggedInMember(t);
    const [cooking, hiking] = await t.db.select({ id: interests.id }).from(interests).orderBy(interests.id).limit(2);
    const online = await insertMember(t.db, { country: 'AT', profile: { lastActiveAt: minutesAgo(2) } });
    const onlineFictional = await insertMember(t.db, { country: 'AT', profile: { lastActiveAt: minutesAgo(2), isFictional: true } });
    const away = await insertMember(t.db, { country: 'AT', profile: { lastActiveAt: minutesAgo(90) } });
    await insertPhoto(t.db, away.id, { main: true });
    await t.db.insert(profileInterests).values([
      { userId: online.id, interestId: cooking.id },
      { userId: online.id, interestId: hiking.id },
      { userId: away.id, interestId: cooking.id },
    ]);

    const all = await found(me.agent, '');
    expect(all).toEqual(expect.arrayContaining([online.id, onlineFictional.id, away.id]));
    expect(await found(me.agent, 'online=1')).toEqual(expect.arrayContaining([online.id]));
    expect(await found(me.agent, 'online=1')).not.toContain(away.id);
    // A site's own profile never shows as online, so it is not found as online either.
    expect(await found(me.agent, 'online=1')).not.toContain(onlineFictional.id);
    expect(await found(me.agent, 'photo=1')).toContain(away.id);
    expect(await found(me.agent, 'photo=1')).not.toContain(online.id);
    expect(await found(me.agent, `interests=${cooking.id}`)).toEqual(expect.arrayContaining([online.id, away.id]));
    expect(await found(me.agent, `interests=${cooking.id},${hiking.id}`)).toEqual([online.id]);
  });

  it('refuses a malformed filter with a message on its field', async () => {
    const me = await loggedInMember(t);
    for (const query of ['online=yes', 'photo=0', 'interests=a,b']) {
      const res = await me.agent.get(`/api/members.php?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual([query.split('=')[0]]);
    }
  });
});
