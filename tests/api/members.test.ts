import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { bornYearsAgo } from '../factories/dates';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto, regionIdFor, type MemberOverrides } from '../factories/members';
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@/shared/constants';
import type { MembersSearchDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    sites: [
      { domain: 'members-only.localhost', name: 'Members only', loggedOutSearch: 'none' },
      { domain: 'ads.localhost', name: 'Ads', loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'all' },
    ],
  });
});
afterAll(() => t.close());

async function search(query: string, agent = t.agent()): Promise<MembersSearchDto> {
  const res = await agent.get(`/api/members.php?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return bodyOf<MembersSearchDto>(res);
}

const ids = (cards: { id: number }[]) => cards.map((c) => c.id).sort((a, b) => a - b);
const idsOf = (...members: { id: number }[]) => ids(members);

async function insertMembers(count: number, overrides: MemberOverrides) {
  const members = [];
  for (let i = 0; i < count; i++) members.push(await insertMember(t.db, overrides));
  return members;
}

describe('GET /api/members.php', () => {
  it('shows member cards with name, age, place, photo and fictional flag', async () => {
    const lotte = await insertMember(t.db, { name: 'Lotte', gender: 'female', age: 27, country: 'FR', regionCode: 'FR-IDF', profile: { isFictional: true } });
    const photo = await insertPhoto(t.db, lotte.id, { main: true });
    const { profiles } = await search('country=FR');
    expect(profiles).toEqual([
      {
        id: lotte.id,
        name: 'Lotte',
        age: 27,
        country: 'FR',
        region: 'Île-de-France',
        is_fictional: true,
        main_image: {
          id: photo.id,
          filename: `/api/media/${photo.filename}`,
          thumb_filename: `/api/media/${photo.thumbFilename}`,
          match: `/api/media/${photo.filename}`,
          is_private: false,
          in_review: false,
        },
        // A site's own profile never shows as online, however recent its activity.
        online: false,
        // A visitor searches: no distance to anyone.
        distance_km: null,
      },
    ]);
    const real = await insertMember(t.db, { name: 'Chloé', gender: 'female', age: 31, country: 'FR', regionCode: 'FR-IDF' });
    const after = await search('country=FR');
    expect(after.profiles.find((p) => p.id === real.id)).toMatchObject({ name: 'Chloé', is_fictional: false, online: true });
  });

  it('filters on gender', async () => {
    const women = await insertMembers(2, { gender: 'female', country: 'AT' });
    const men = await insertMembers(1, { gender: 'male', country: 'AT' });
    expect(ids((await search('country=AT&gender=female')).profiles)).toEqual(idsOf(...women));
    expect(ids((await search('country=AT&gender=male')).profiles)).toEqual(idsOf(...men));
    expect((await search('country=AT')).numResults).toBe(3);
  });

  it('filters on country and region', async () => {
    const zurich = await insertMembers(2, { country: 'CH', regionCode: 'CH-ZH' });
    const bern = await insertMember(t.db, { country: 'CH', regionCode: 'CH-BE' });
    expect(ids((await search('country=CH')).profiles)).toEqual(idsOf(...zurich, bern));
    const region = await regionIdFor(t.db, 'CH-ZH');
    const result = await search(`country=CH&region=${region}`);
    expect(ids(result.profiles)).toEqual(idsOf(...zurich));
    expect(result.numResults).toBe(2);
  });

  it('filters on age computed from the date of birth', async () => {
    const turns32Today = await insertMember(t.db, { country: 'IT', dateOfBirth: bornYearsAgo(32, 0) });
    const turns37Tomorrow = await insertMember(t.db, { country: 'IT', dateOfBirth: bornYearsAgo(37, 1) });
    await insertMember(t.db, { country: 'IT', dateOfBirth: bornYearsAgo(32, 1) }); // 31 until tomorrow
    await insertMember(t.db, { country: 'IT', dateOfBirth: bornYearsAgo(37, 0) }); // 37 since today
    const result = await search('country=IT&min_age=32&max_age=36');
    expect(ids(result.profiles)).toEqual(idsOf(turns32Today, turns37Tomorrow));
    expect(result.profiles.map((p) => p.age).sort()).toEqual([32, 36]);
    expect(ids((await search('country=IT&min_age=37')).profiles)).toHaveLength(1);
    expect(ids((await search('country=IT&max_age=31')).profiles)).toHaveLength(1);
  });

  it('pages through the results, most recently active first', async () => {
    const now = Date.now();
    const members = [];
    for (let i = 0; i < 30; i++) members.push(await insertMember(t.db, { country: 'PL', profile: { lastActiveAt: new Date(now - i * 60_000) } }));
    const first = await search('country=PL');
    expect(first).toMatchObject({ numResults: 30, page: 1, perPage: 24, similar: [], numSimilar: 0 });
    expect(first.profiles.map((p) => p.id)).toEqual(members.slice(0, 24).map((m) => m.id));
    const second = await search('country=PL&page=2');
    expect(second).toMatchObject({ numResults: 30, page: 2, perPage: 24 });
    expect(second.profiles.map((p) => p.id)).toEqual(members.slice(24).map((m) => m.id));
    expect((await search('country=PL&page=3')).profiles).toEqual([]);
  });

  it('adds similar members when the exact results run short', async () => {
    const exact = await insertMember(t.db, { country: 'IE', age: 30 });
    const near = await insertMember(t.db, { country: 'IE', age: 34 });
    await insertMember(t.db, { country: 'IE', age: 45 });
    const result = await search('country=IE&min_age=30&max_age=31');
    expect(ids(result.profiles)).toEqual(idsOf(exact));
    expect(ids(result.similar)).toEqual(idsOf(near));
    expect(result.numSimilar).toBe(1);
  });

  it('offers members elsewhere in the country when a region has too few', async () => {
    const dublin = await insertMember(t.db, { country: 'IE', regionCode: 'IE-L', age: 60 });
    const cork = await insertMember(t.db, { country: 'IE', regionCode: 'IE-M', age: 60 });
    const result = await search(`country=IE&region=${await regionIdFor(t.db, 'IE-L')}&min_age=59&max_age=61`);
    expect(ids(result.profiles)).toEqual(idsOf(dublin));
    expect(ids(result.similar)).toEqual(idsOf(cork));
  });

  it('never lists invisible, disabled or deleted members, not even as similar', async () => {
    const visible = await insertMember(t.db, { country: 'NZ', age: 40 });
    await insertMember(t.db, { country: 'NZ', age: 40, user: { invisible: true } });
    await insertMember(t.db, { country: 'NZ', age: 40, profile: { status: 'disabled' } });
    await insertMember(t.db, { country: 'NZ', age: 40, user: { deletedAt: new Date() } });
    const all = await search('country=NZ');
    expect(ids(all.profiles)).toEqual(idsOf(visible));
    expect(all.numResults).toBe(1);
    const near = await search('country=NZ&min_age=42&max_age=44');
    expect(near.profiles).toEqual([]);
    expect(ids(near.similar)).toEqual(idsOf(visible));
  });

  it('does not show the searching member', async () => {
    const me = await insertMember(t.db, { country: 'AU' });
    const other = await insertMember(t.db, { country: 'AU' });
    const agent = await loginAs(t, me);
    expect(ids((await search('country=AU', agent)).profiles)).toEqual(idsOf(other));
  });

  describe('refused filters', () => {
    it('refuses a maximum age below the minimum age', async () => {
      const res = await t.agent().get('/api/members.php?min_age=40&max_age=30');
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({
        error: 'validation_failed',
        fields: { max_age: 'De maximale leeftijd moet hoger zijn dan de minimale leeftijd.' },
      });
    });

    it('refuses ages outside 18 to 99 and unknown options', async () => {
      for (const [query, field, message] of [
        ['min_age=17', 'min_age', 'Kies een leeftijd tussen 18 en 99.'],
        ['max_age=100', 'max_age', 'Kies een leeftijd tussen 18 en 99.'],
        ['min_age=abc', 'min_age', 'Kies een leeftijd tussen 18 en 99.'],
        ['gender=other', 'gender', 'Kies een geldige optie.'],
        ['country=XX', 'country', 'Kies een geldige optie.'],
        ['region=-1', 'region', 'Kies een geldige optie.'],
        ['page=0', 'page', 'Deze waarde is ongeldig.'],
      ]) {
        const res = await t.agent().get(`/api/members.php?${query}`);
        expect(res.status, query).toBe(422);
        expect((await errorOf(res)).fields?.[field], query).toBe(message);
      }
    });

    it('finds nobody in a region that does not exist', async () => {
      expect((await search('region=999999')).profiles).toEqual([]);
      const res = await t.agent().get('/api/members.php?region=99999999999');
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ region: 'Kies een geldige optie.' });
    });
  });

  describe('visitors (§6)', () => {
    it('may search when the site allows logged-out search', async () => {
      await insertMember(t.db, { country: 'CA' });
      expect((await search('country=CA')).numResults).toBe(1);
    });

    it("must log in when logged_out_search is 'none'", async () => {
      const res = await t.agent('members-only.localhost').get('/api/members.php');
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ error: 'authentication_required', message: 'Je moet ingelogd zijn om leden te zoeken.' });
    });

    it('tells a visitor to log in before judging the filters', async () => {
      const res = await t.agent('members-only.localhost').get('/api/members.php?min_age=5&gender=robot');
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ error: 'authentication_required', message: 'Je moet ingelogd zijn om leden te zoeken.' });
    });

    it("lets members search where logged_out_search is 'none'", async () => {
      const member = await insertMember(t.db, { country: 'ES' });
      const agent = await loginAs(t, member, 'members-only.localhost');
      const res = await agent.get('/api/members.php?country=ES');
      expect(res.status).toBe(200);
    });

    it('may search with a traffic source where the traffic-source variant allows it', async () => {
      expect((await t.agent('ads.localhost').get('/api/members.php')).status).toBe(403);
      expect((await t.agent('ads.localhost').get('/api/members.php?network=adnet')).status).toBe(200);
      expect((await t.agent('ads.localhost').get('/api/members.php', { cookie: 'trafficsource=adnet' })).status).toBe(200);
      expect((await t.agent('members-only.localhost').get('/api/members.php?network=adnet')).status).toBe(403);
    });
  });
});

describe('GET /api/members.php on a large site', () => {
  // Generated in the database: 1,005 members born in Poland 30 years ago.
  async function insertManyPoles(count: number): Promise<void> {
    await t.db.execute(sql`
      WITH u AS (
        INSERT INTO users (site_id, email, password_hash, status)
        SELECT (SELECT id FROM sites ORDER BY id LIMIT 1), 'many' || g || '@example.test', 'x', 'confirmed'
        FROM generate_series(1, ${count}::int) AS g
        RETURNING id)
      INSERT INTO profiles (user_id, name, date_of_birth, gender, looking_for_gender, sexuality, country, status, last_active_at)
      SELECT u.id, 'Many ' || u.id, (current_date - interval '30 years')::date, 'female', 'male', 'hetero', 'PL', 'active', now()
      FROM u`);
  }

  it('counts up to 1,000 matches and then says there are more', async () => {
    await insertManyPoles(SEARCH_COUNT_CAP + 5);
    const broad = await search('country=PL');
    expect(broad.numResults).toBe(SEARCH_COUNT_CAP);
    expect(broad.numResultsCapped).toBe(true);
    expect(broad.profiles).toHaveLength(24);
    const narrow = await search('country=PL&min_age=18&max_age=20');
    expect(narrow).toMatchObject({ numResults: 0, numResultsCapped: false });
  });
});
