import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, regionIdFor, type InsertedMember } from '../factories/members';
import { profileInterests, profiles, users } from '@/server/db/schema';
import type { OwnProfileDto, UserDto } from '@/shared/types/api';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = InsertedMember & { agent: Agent };

/** Eva, 35, from Utrecht, logged in. */
const eva = (): Promise<Member> => loggedInMember(t, { name: 'Eva', gender: 'female', country: 'NL', regionCode: 'NL-UT', age: 35 });

async function storedProfile(userId: number) {
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
  const interests = await t.db.select().from(profileInterests).where(eq(profileInterests.userId, userId));
  return { profile, interests: interests.length };
}

/** Sends a change that must be refused with one field message, and proves the profile is unchanged. */
async function expectRefused(member: Member, body: Record<string, unknown>, field: string, message: string) {
  const before = await storedProfile(member.id);
  const res = await member.agent.put('/api/profile.php', body);
  expect(res.status).toBe(422);
  const error = await errorOf(res);
  expect(error.error).toBe('validation_failed');
  expect(error.fields?.[field]).toBe(message);
  expect(await storedProfile(member.id)).toEqual(before);
}

describe('GET /api/profile.php', () => {
  it('shows the member their own profile with photos and photo limit', async () => {
    const member = await eva();
    const res = await member.agent.get('/api/profile.php');
    expect(res.status).toBe(200);
    const { profile } = await bodyOf<{ profile: OwnProfileDto }>(res);
    expect(profile).toMatchObject({
      id: member.id,
      name: 'Eva',
      age: 35,
      gender: 'female',
      country: 'NL',
      region: { code: 'NL-UT', name: 'Utrecht', country: 'NL' },
      photos: [],
      photo_limit: 3,
      main_image: null,
      interests: [],
    });
  });

  it('asks a visitor to log in', async () => {
    const res = await t.agent().get('/api/profile.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('PUT /api/profile.php', () => {
  it('saves every field and answers the updated profile', async () => {
    const member = await eva();
    const region = await regionIdFor(t.db, 'BE-VAN');
    const res = await member.agent.put('/api/profile.php', {
      name: 'Eva Maria',
      gender: 'female',
      looking_for_gender: 'male',
      country: 'BE',
      region_id: region,
      city: 'Antwerpen',
      hair_colour: 'red',
      eye_colour: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      reason: 'dating',
      tattoos: 'some',
      height_cm: 172,
      about: '  Houdt van de zee.  ',
      interests: ['beach', 'wine', 'hiking'],
    });
    expect(res.status).toBe(200);
    const { profile } = (await bodyOf<{ user: UserDto }>(res)).user;
    expect(profile).toMatchObject({
      name: 'Eva Maria',
      looking_for_gender: 'male',
      country: 'BE',
      region: { id: region, code: 'BE-VAN' },
      city: 'Antwerpen',
      hair_colour: 'red',
      eye_colour: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      reason: 'dating',
      tattoos: 'some',
      height_cm: 172,
      about: 'Houdt van de zee.',
    });
    expect(profile.interests.map((i) => i.slug).sort()).toEqual(['beach', 'hiking', 'wine']);
    expect(profile.interests.find((i) => i.slug === 'beach')).toMatchObject({ name: 'Strand', icon: 'umbrella' });

    const fresh = await bodyOf<{ profile: OwnProfileDto }>(await member.agent.get('/api/profile.php'));
    expect(fresh.profile).toMatchObject({ name: 'Eva Maria', city: 'Antwerpen', height_cm: 172 });
    const stored = await storedProfile(member.id);
    expect(stored.profile).toMatchObject({ name: 'Eva Maria', country: 'BE', regionId: region, hairColour: 'red', heightCm: 172 });
    expect(stored.interests).toBe(3);
  });

  it('changes only the fields sent', async () => {
    const member = await eva();
    await member.agent.put('/api/profile.php', { city: 'Utrecht', interests: ['music'] });
    const res = await member.agent.put('/api/profile.php', { about: 'Hallo' });
    const { profile } = (await bodyOf<{ user: UserDto }>(res)).user;
    expect(profile).toMatchObject({ name: 'Eva', city: 'Utrecht', about: 'Hallo', region: { code: 'NL-UT' } });
    expect(profile.interests.map((i) => i.slug)).toEqual(['music']);
  });

  it('clears a field sent as null and all interests sent as an empty list', async () => {
    const member = await eva();
    await member.agent.put('/api/profile.php', { hair_colour: 'brown', interests: ['music', 'tea'] });
    const res = await member.agent.put('/api/profile.php', { hair_colour: null, region_id: null, interests: [] });
    const { profile } = (await bodyOf<{ user: UserDto }>(res)).user;
    expect(profile).toMatchObject({ hair_colour: null, region: null, interests: [] });
  });

  it('refuses a region that does not belong to the country', async () => {
    const member = await eva();
    const flanders = await regionIdFor(t.db, 'BE-VAN');
    await expectRefused(member, { region_id: flanders }, 'region_id', 'Deze regio hoort niet bij het gekozen land.');
    const holland = await regionIdFor(t.db, 'NL-NH');
    await expectRefused(member, { country: 'BE', region_id: holland }, 'region_id', 'Deze regio hoort niet bij het gekozen land.');
    await expectRefused(member, { region_id: 999_999 }, 'region_id', 'Deze regio hoort niet bij het gekozen land.');
  });

  it('does not keep a region of the old country when the member moves', async () => {
    const member = await eva();
    const same = await member.agent.put('/api/profile.php', { country: 'NL' });
    expect((await bodyOf<{ user: UserDto }>(same)).user.profile.region?.code).toBe('NL-UT');
    const res = await member.agent.put('/api/profile.php', { country: 'DE' });
    expect(res.status).toBe(200);
    const { profile } = (await bodyOf<{ user: UserDto }>(res)).user;
    expect(profile.country).toBe('DE');
    expect(profile.region).toBeNull();
  });

  it('refuses options that do not exist', async () => {
    const member = await eva();
    await expectRefused(member, { hair_colour: 'purple' }, 'hair_colour', 'Kies een geldige optie.');
    await expectRefused(member, { gender: 'other' }, 'gender', 'Kies een geldige optie.');
    await expectRefused(member, { country: 'XX' }, 'country', 'Kies een geldige optie.');
    await expectRefused(member, { height_cm: 300 }, 'height_cm', 'Vul een lengte in tussen 120 en 230 cm.');
    await expectRefused(member, { name: '@eva' }, 'name', 'Je profielnaam mag niet beginnen met een @');
    await expectRefused(member, { name: 'E' }, 'name', 'Je profielnaam moet minstens 2 tekens lang zijn.');
    await expectRefused(member, { about: 'x'.repeat(2001) }, 'about', 'Deze tekst is te lang.');
  });

  it("refuses the member's own e-mail address as profile name, in any case", async () => {
    const member = await eva();
    const message = 'Je profielnaam moet anders zijn dan je e-mailadres';
    await expectRefused(member, { name: member.email }, 'name', message);
    await expectRefused(member, { name: ` ${member.email.toUpperCase()} ` }, 'name', message);
  });

  it('refuses an unknown interest and keeps the old ones', async () => {
    const member = await eva();
    await member.agent.put('/api/profile.php', { interests: ['tea'] });
    await expectRefused(member, { interests: ['tea', 'skydiving'] }, 'interests', 'Onbekende interesse.');
  });

  describe('special-category data (GDPR art. 9)', () => {
    const consentMessage = 'Geef toestemming om je geaardheid en seksuele interesses op te slaan.';

    it('refuses a sexuality without explicit consent', async () => {
      const member = await eva();
      await expectRefused(member, { sexuality: 'bi', city: 'Utrecht' }, 'special_data_consent', consentMessage);
      await expectRefused(member, { sexuality: 'bi', special_data_consent: false }, 'special_data_consent', consentMessage);
      const [user] = await t.db.select({ consent: users.specialDataConsentAt }).from(users).where(eq(users.id, member.id));
      expect(user.consent).toBeNull();
    });

    it('refuses sexual interests without explicit consent', async () => {
      const member = await eva();
      await expectRefused(member, { interests: ['beach', 'bondage'] }, 'special_data_consent', consentMessage);
    });

    it('stores them with consent, and remembers the consent', async () => {
      const member = await eva();
      const res = await member.agent.put('/api/profile.php', { sexuality: 'bi', interests: ['bondage', 'beach'], special_data_consent: true });
      expect(res.status).toBe(200);
      expect((await bodyOf<{ user: UserDto }>(res)).user.profile.sexuality).toBe('bi');
      const [user] = await t.db.select({ consent: users.specialDataConsentAt }).from(users).where(eq(users.id, member.id));
      expect(user.consent).toBeInstanceOf(Date);
      const later = await member.agent.put('/api/profile.php', { sexuality: 'hetero' });
      expect(later.status).toBe(200);
      expect((await storedProfile(member.id)).profile.sexuality).toBe('hetero');
    });

    it('lets a member remove their sexuality without consent', async () => {
      const member = await eva();
      const res = await member.agent.put('/api/profile.php', { sexuality: null });
      expect(res.status).toBe(200);
    });
  });

  it('asks a visitor to log in and changes nothing', async () => {
    const member = await insertMember(t.db, { name: 'Untouched' });
    const res = await t.agent().put('/api/profile.php', { name: 'Hacked' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
    expect((await storedProfile(member.id)).profile.name).toBe('Untouched');
  });
});
