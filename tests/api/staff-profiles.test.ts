import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { addStaff, staffAgent } from '../factories/staff';
import { profiles, staffAudit } from '@/server/db/schema';
import type { FictionalProfileDetailDto, FictionalProfileDto, FictionalProfilesDto } from '@/shared/types/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: 'other.localhost', name: 'Other' }] });
});
afterAll(() => t.close());

const roos = {
  site: DEFAULT_HOST,
  name: 'Roos',
  date_of_birth: '1994-05-01',
  gender: 'female',
  country: 'NL',
  about: 'Ik hou van de zee.',
  interests: [],
  persona: 'Roos, 30, verpleegkundige uit Haarlem. Schrijft kort en vrolijk.',
};

describe('/api/staff/profiles.php', () => {
  it('lets an admin create a site’s own profile, fictional from the start, with its persona sheet', async () => {
    const admin = await addStaff(t, 'admin');
    const agent = await staffAgent(t, admin);
    const res = await agent.post('/api/staff/profiles.php', roos);
    expect(res.status, await res.clone().text()).toBe(201);
    const { profile } = await bodyOf<{ profile: { id: number } }>(res);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, profile.id));
    expect(row).toMatchObject({ isFictional: true, status: 'active', name: 'Roos', about: 'Ik hou van de zee.' });
    const operator = await staffAgent(t, await addStaff(t, 'operator'));
    const list = await bodyOf<{ profiles: FictionalProfileDto[] }>(await operator.get('/api/staff/profiles.php'));
    expect(list.profiles.find((p) => p.profile.id === profile.id)).toMatchObject({
      profile: { name: 'Roos', is_fictional: true, online: false },
      persona: roos.persona,
    });
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'profile.create'));
    expect(audit.some((a) => a.targetId === String(profile.id) && a.staffId === admin.id)).toBe(true);
    const member = await loggedInMember(t, { user: { paidUser: true } });
    const seen = await bodyOf<{ profile: { is_fictional: boolean } }>(await member.agent.get(`/api/member.php?id=${profile.id}`));
    expect(seen.profile.is_fictional).toBe(true);
  });

  it('edits the profile and its persona; a member’s account is never one to edit', async () => {
    const agent = await staffAgent(t, await addStaff(t, 'admin'));
    const { profile } = await bodyOf<{ profile: { id: number } }>(await agent.post('/api/staff/profiles.php', roos));
    expect((await agent.put('/api/staff/profiles.php', { id: profile.id, about: 'Nieuw', persona: 'Anders' })).status).toBe(200);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, profile.id));
    expect(row.about).toBe('Nieuw');
    const member = await loggedInMember(t);
    const refused = await agent.put('/api/staff/profiles.php', { id: member.id, about: 'Gekaapt' });
    expect(refused.status).toBe(404);
    const [untouched] = await t.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(untouched.isFictional).toBe(false);
  });

  it('refuses bad input field by field, and other roles', async () => {
    const agent = await staffAgent(t, await addStaff(t, 'admin'));
    const res = await agent.post('/api/staff/profiles.php', { ...roos, name: '', date_of_birth: '2015-01-01', site: 'nowhere.example' });
    expect(res.status).toBe(422);
    expect(Object.keys((await errorOf(res)).fields ?? {}).sort()).toEqual(['date_of_birth', 'name']);
    const operator = await staffAgent(t, await addStaff(t, 'operator'));
    expect((await operator.post('/api/staff/profiles.php', roos)).status).toBe(403);
    expect((await (await loggedInMember(t)).agent.post('/api/staff/profiles.php', roos)).status).toBe(401);
  });

  it('takes a photo through the members’ photo pipeline', async () => {
    const agent = await staffAgent(t, await addStaff(t, 'admin'));
    const { profile } = await bodyOf<{ profile: { id: number } }>(await agent.post('/api/staff/profiles.php', roos));
    const form = new FormData();
    form.set('profile', String(profile.id));
    form.set('photo', new File([await readFile('tests/fixtures/photo.jpg')], 'roos.jpg', { type: 'image/jpeg' }));
    const res = await agent.post('/api/staff/profile-photos.php', form);
    expect(res.status, await res.clone().text()).toBe(201);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, profile.id));
    expect(row.mainPhotoId).not.toBeNull();
  });

  it('gives every field of one profile to those who may read it, never a member’s', async () => {
    const admin = await staffAgent(t, await addStaff(t, 'admin'));
    const { profile } = await bodyOf<{ profile: { id: number } }>(await admin.post('/api/staff/profiles.php', { ...roos, height_cm: 170 }));
    const operator = await staffAgent(t, await addStaff(t, 'operator'));
    const res = await operator.get(`/api/staff/profiles.php?id=${profile.id}`);
    expect(res.status).toBe(200);
    const { profile: detail } = await bodyOf<{ profile: FictionalProfileDetailDto }>(res);
    expect(detail).toMatchObject({ name: 'Roos', date_of_birth: roos.date_of_birth, height_cm: 170, persona: roos.persona, photos: [] });
    const member = await loggedInMember(t);
    expect((await operator.get(`/api/staff/profiles.php?id=${member.id}`)).status).toBe(404);
    const elsewhere = await staffAgent(t, await addStaff(t, 'operator', { sites: ['other.localhost'] }));
    expect((await elsewhere.get(`/api/staff/profiles.php?id=${profile.id}`)).status).toBe(404);
    const support = await staffAgent(t, await addStaff(t, 'support'));
    expect((await support.get(`/api/staff/profiles.php?id=${profile.id}`)).status).toBe(403);
  });

  it('lists the sites a new profile may be for and how many conversations wait per profile', async () => {
    const admin = await staffAgent(t, await addStaff(t, 'admin'));
    const list = await bodyOf<FictionalProfilesDto>(await admin.get('/api/staff/profiles.php'));
    expect(list.sites.map((s) => s.domain)).toContain(DEFAULT_HOST);
    expect(list.profiles.every((p) => p.waiting === 0)).toBe(true);
  });
});
