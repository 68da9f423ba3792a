import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs, signUpMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto, type InsertedMember } from '../factories/members';
import type { Agent } from '../fixtures/agent';
import type { MemberDetailDto } from '@/shared/types/api';
import type { Photo } from '@/server/db/schema';

let t: TestApp;
let anouk: InsertedMember;
let main: Photo;
let open: Photo;
let hidden: Photo;

beforeAll(async () => {
  t = await createTestApp();
  anouk = await insertMember(t.db, { name: 'Anouk', gender: 'female', age: 33, country: 'NL', regionCode: 'NL-ZH' });
  main = await insertPhoto(t.db, anouk.id, { main: true });
  open = await insertPhoto(t.db, anouk.id);
  hidden = await insertPhoto(t.db, anouk.id, { isPrivate: true });
});
afterAll(() => t.close());

async function view(id: number | string, agent: Agent = t.agent()): Promise<MemberDetailDto> {
  const res = await agent.get(`/api/member.php?id=${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<{ profile: MemberDetailDto }>(res)).profile;
}

const photoIds = (profile: MemberDetailDto) => profile.photos.map((p) => p.id);

describe('GET /api/member.php', () => {
  it('shows the profile of a member', async () => {
    const profile = await view(anouk.id);
    expect(profile).toMatchObject({
      id: anouk.id,
      name: 'Anouk',
      age: 33,
      gender: 'female',
      country: 'NL',
      region: { code: 'NL-ZH', name: 'Zuid-Holland' },
      status: 'active',
      is_fictional: false,
      main_image: { id: main.id },
    });
    expect(profile).not.toHaveProperty('email');
  });

  describe('photos (§6)', () => {
    it('shows a visitor only the main photo and counts the locked ones', async () => {
      const profile = await view(anouk.id);
      expect(photoIds(profile)).toEqual([main.id]);
      expect(profile.locked_photos).toBe(2);
    });

    it('shows a free member the photos that are not private', async () => {
      const viewer = await loginAs(t, await insertMember(t.db));
      const profile = await view(anouk.id, viewer);
      expect(photoIds(profile)).toEqual([main.id, open.id]);
      expect(profile.locked_photos).toBe(1);
    });

    it('shows a paid member every photo', async () => {
      const viewer = await loginAs(t, await insertMember(t.db, { user: { paidUser: true } }));
      const profile = await view(anouk.id, viewer);
      expect(photoIds(profile)).toEqual([main.id, open.id, hidden.id]);
      expect(profile.locked_photos).toBe(0);
    });

    it('shows the member all of their own photos', async () => {
      const profile = await view(anouk.id, await loginAs(t, anouk));
      expect(photoIds(profile)).toEqual([main.id, open.id, hidden.id]);
    });
  });

  it('shows the fictional flag', async () => {
    const fictional = await insertMember(t.db, { profile: { isFictional: true } });
    expect((await view(fictional.id)).is_fictional).toBe(true);
  });

  it('answers 404 for a disabled profile', async () => {
    const disabled = await insertMember(t.db, { profile: { status: 'disabled' } });
    const res = await t.agent().get(`/api/member.php?id=${disabled.id}`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: 'not_found', message: 'Niet gevonden.' });
  });

  it('lets a member who has not confirmed yet see their own profile', async () => {
    const { agent, user } = await signUpMember(t);
    expect((await view(user.id, agent)).status).toBe('disabled');
    expect((await t.agent().get(`/api/member.php?id=${user.id}`)).status).toBe(404);
  });

  it('answers 404 for a member in the deletion period, even to a paid member', async () => {
    const leaving = await insertMember(t.db, { user: { deletedAt: new Date() } });
    const viewer = await loginAs(t, await insertMember(t.db, { user: { paidUser: true } }));
    expect((await viewer.get(`/api/member.php?id=${leaving.id}`)).status).toBe(404);
  });

  it('answers 404 for an id nobody has', async () => {
    for (const id of [987_654, 99_999_999_999]) {
      const res = await t.agent().get(`/api/member.php?id=${id}`);
      expect(res.status, String(id)).toBe(404);
      expect((await errorOf(res)).error).toBe('not_found');
    }
  });

  it('refuses an id that is not a number', async () => {
    for (const query of ['id=abc', 'id=-3', 'id=1.5', '']) {
      const res = await t.agent().get(`/api/member.php?${query}`);
      expect(res.status, query).toBe(422);
      expect((await errorOf(res)).fields?.id, query).toBe('Niet gevonden.');
    }
  });
});
