import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { bodyOf, errorOf } from '../factories/http';
import { addStaff, staffAgent } from '../factories/staff';
import type { MembersSearchDto } from '@/shared/types/api';
import type { FictionalProfileDetailDto } from '@/shared/types/staff';

const OTHER_SITE = 'other.localhost';
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  admin = await staffAgent(t, await addStaff(t, 'admin'));
});
afterAll(() => t.close());

/** A site's own profile in Luxembourg, so a search for that country finds little else. */
async function ownProfile(reach: { shown_on_sites?: string[]; shown_in_languages?: string[] }): Promise<number> {
  const body = { site: DEFAULT_HOST, name: 'Lotte', date_of_birth: '1992-03-04', gender: 'female', country: 'BE', ...reach };
  const res = await admin.post('/api/staff/profiles.php', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await bodyOf<{ profile: { id: number } }>(res)).profile.id;
}

/** Whether a visitor on this site, in this language, finds the profile in search. */
async function foundIn(id: number, host: string, locale: string): Promise<boolean> {
  const res = await t.agent(host).get('/api/members.php?country=BE', { cookie: `NEXT_LOCALE=${locale}` });
  expect(res.status).toBe(200);
  return (await bodyOf<MembersSearchDto>(res)).profiles.some((p) => p.id === id);
}

describe('where a site’s own profile is listed', () => {
  it('is everywhere when no site or language is given, as before', async () => {
    const id = await ownProfile({});
    expect(await foundIn(id, DEFAULT_HOST, 'nl')).toBe(true);
    expect(await foundIn(id, OTHER_SITE, 'de')).toBe(true);
  });

  it('shows only on the sites and in the languages it was given; a direct link still opens it', async () => {
    const id = await ownProfile({ shown_on_sites: [OTHER_SITE], shown_in_languages: ['de', 'nl'] });
    expect(await foundIn(id, OTHER_SITE, 'de')).toBe(true);
    expect(await foundIn(id, OTHER_SITE, 'nl')).toBe(true);
    expect(await foundIn(id, OTHER_SITE, 'fr')).toBe(false);
    expect(await foundIn(id, DEFAULT_HOST, 'de')).toBe(false);
    expect((await t.agent(DEFAULT_HOST).get(`/api/member.php?id=${id}`)).status).toBe(200);
    const { profile } = await bodyOf<{ profile: FictionalProfileDetailDto }>(await admin.get(`/api/staff/profiles.php?id=${id}`));
    expect(profile).toMatchObject({ shown_on_sites: [OTHER_SITE], shown_in_languages: ['de', 'nl'] });
  });

  it('changes with an edit, and is refused for a site that does not exist, changing nothing', async () => {
    const id = await ownProfile({ shown_in_languages: ['fi'] });
    expect(await foundIn(id, DEFAULT_HOST, 'nl')).toBe(false);
    const refused = await admin.put('/api/staff/profiles.php', { id, shown_on_sites: ['nowhere.example'], shown_in_languages: [] });
    expect(refused.status).toBe(422);
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['shown_on_sites']);
    expect(await foundIn(id, DEFAULT_HOST, 'nl')).toBe(false);
    expect((await admin.put('/api/staff/profiles.php', { id, shown_in_languages: [] })).status).toBe(200);
    expect(await foundIn(id, DEFAULT_HOST, 'nl')).toBe(true);
    const badLanguage = await admin.put('/api/staff/profiles.php', { id, shown_in_languages: ['xx'] });
    expect(badLanguage.status).toBe(422);
  });
});
