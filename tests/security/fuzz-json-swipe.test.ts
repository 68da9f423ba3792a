import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertPhoto } from '../factories/members';
import { likes, memberEvents, swipeDecisions } from '@/server/db/schema';
import { rawRequest, SAME_SITE_JSON, signedIn, type SignedIn } from './support/browsers';
import { bodyText, expectSafeAnswer, fuzz, jsonBody, jsonScalar, queryString } from './support/fuzz';

// Property-based fuzzing of the swipe game and match finder: any body or query from a page of this
// site. No 5xx ever; a refusal stores no like, no swipe and no event (support/fuzz.ts for the rest).

let t: TestApp;
let fuzzer: SignedIn;
let others: SignedIn[];
beforeAll(async () => {
  t = await createTestApp();
  fuzzer = await signedIn(t, { gender: 'male', profile: { lookingForGender: 'female' } });
  others = [];
  for (let i = 0; i < 6; i++) {
    const other = await signedIn(t, { gender: 'female' });
    await insertPhoto(t.db, other.id, { main: true });
    others.push(other);
  }
});
afterAll(() => t.close());

async function socialRows(): Promise<number[]> {
  const counts = [];
  for (const table of [likes, swipeDecisions, memberEvents]) counts.push((await t.db.select({ n: count() }).from(table))[0].n);
  return counts;
}

const profileId = () => fc.oneof(fc.constantFrom(...others.map((o) => o.id)), jsonScalar);

const TARGETS = [
  { path: '/api/swipe.php', body: () => jsonBody(['profile', 'decision'], { profile: profileId(), decision: fc.constantFrom('like', 'pass', 'LIKE', '') }) },
  { path: '/api/match-finder.php', body: () => jsonBody(['profile'], { profile: profileId() }) },
];

describe.each(TARGETS)('POST $path as a member', ({ path, body }) => {
  it('never answers 5xx, and a refusal stores nothing', async () => {
    await fuzz(bodyText(body()), async (text) => {
      const before = await socialRows();
      const res = await expectSafeAnswer(t, [fuzzer.id, ...others.map((o) => o.id)], () =>
        rawRequest(t, fuzzer.agent, 'POST', path, { body: text, headers: SAME_SITE_JSON }),
      );
      if (res.status >= 400) expect(await socialRows()).toEqual(before);
    });
  });
});

describe.each(['/api/swipe.php', '/api/match-finder.php'])('GET %s as a member', (path) => {
  it('never answers 5xx whatever the query', async () => {
    await fuzz(queryString(['profile', 'decision', 'page']), async (query) => {
      await expectSafeAnswer(t, [fuzzer.id], () => rawRequest(t, fuzzer.agent, 'GET', `${path}${query}`, {}));
    });
  });
});
