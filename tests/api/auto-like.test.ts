import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto, type MemberOverrides } from '../factories/members';
import { blocks, likes, memberEvents } from '@/server/db/schema';
import type { AutoLikeDto, LikesDto } from '@/shared/types/social';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fictional(overrides: MemberOverrides = {}) {
  const profile = await insertMember(t.db, { ...overrides, profile: { isFictional: true, ...overrides.profile } });
  await insertPhoto(t.db, profile.id, { main: true });
  return profile;
}

/** A member who wants `gender`, so only the fictional profiles of that gender can serve them. */
const seeker = (gender: 'male' | 'female') => loggedInMember(t, { profile: { lookingForGender: gender } });

describe('GET /api/auto-like.php', () => {
  it('lets a fictional profile like the member once a day, then answers 204', async () => {
    const lisa = await fictional({ name: 'Lisa', gender: 'female' });
    const anna = await seeker('female');
    const res = await anna.agent.get('/api/auto-like.php');
    expect(res.status).toBe(200);
    const body = await bodyOf<AutoLikeDto>(res);
    expect(body).toEqual({ id: lisa.id, name: 'Lisa', is_fictional: true, main_image: expect.objectContaining({ match: expect.any(String) }) });
    const received = (await bodyOf<LikesDto>(await anna.agent.get('/api/likes.php'))).liked_by;
    expect(received).toEqual([expect.objectContaining({ id: lisa.id, like_new: true, match: false })]);
    const events = await t.db.select().from(memberEvents).where(eq(memberEvents.userId, anna.id));
    expect(events.map((e) => [e.type, (e.payload.profile as { id: number }).id])).toEqual([['like', lisa.id]]);
    // Another fictional profile would fit, but one auto-like a day is the rule.
    await fictional({ gender: 'female' });
    expect((await anna.agent.get('/api/auto-like.php')).status).toBe(204);
  });

  it('picks only profiles of the wanted gender, with a photo, shown, not blocked and not liked already', async () => {
    const anna = await seeker('male');
    expect((await anna.agent.get('/api/auto-like.php')).status).toBe(204);
    await fictional({ gender: 'female' });
    await insertMember(t.db, { gender: 'male', profile: { isFictional: true } });
    await fictional({ gender: 'male', user: { invisible: true } });
    await fictional({ gender: 'male', profile: { isFictional: true, status: 'disabled' } });
    await insertMember(t.db, { gender: 'male' }).then((real) => insertPhoto(t.db, real.id, { main: true }));
    const blocked = await fictional({ gender: 'male' });
    await t.db.insert(blocks).values({ blockerId: anna.id, blockedId: blocked.id });
    const liked = await fictional({ gender: 'male' });
    await anna.agent.post('/api/like.php', { profile: liked.id });
    expect((await anna.agent.get('/api/auto-like.php')).status).toBe(204);
    const fits = await fictional({ gender: 'male' });
    expect((await bodyOf<AutoLikeDto>(await anna.agent.get('/api/auto-like.php'))).id).toBe(fits.id);
  });

  it('counts a day from the last like a fictional profile gave', async () => {
    const anna = await seeker('male');
    await fictional({ gender: 'male' });
    await fictional({ gender: 'male' });
    const first = await bodyOf<AutoLikeDto>(await anna.agent.get('/api/auto-like.php'));
    await t.db
      .update(likes)
      .set({ createdAt: new Date(Date.now() - 23 * 3_600_000) })
      .where(eq(likes.likedId, anna.id));
    expect((await anna.agent.get('/api/auto-like.php')).status).toBe(204);
    await t.db
      .update(likes)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(likes.likedId, anna.id));
    const res = await anna.agent.get('/api/auto-like.php');
    expect(res.status).toBe(200);
    expect((await bodyOf<AutoLikeDto>(res)).id).not.toBe(first.id);
  });

  it('asks a visitor to log in', async () => {
    const res = await t.agent().get('/api/auto-like.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});
