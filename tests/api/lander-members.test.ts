import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertMember, insertPhoto, type MemberOverrides } from '../factories/members';
import { interests, profileInterests, sites } from '@/server/db/schema';
import type { ServiceContext } from '@/server/services/context';
import { listLanderMembers } from '@/server/services/public-pages/lander-members';
import { landerPageData } from '@/server/services/public-pages/lander-page-data';
import { LANDER_SLUGS, type LanderSlug } from '@/shared/landers';

// §2 landers and §9 slugs: which members a landing page shows a visitor, and never a private photo.

let t: TestApp;
let ctx: ServiceContext;
const ids: Record<string, number> = {};

async function person(key: string, overrides: MemberOverrides, photo: 'public' | 'private' | 'none' = 'public') {
  const member = await insertMember(t.db, { country: 'AT', name: `Lander${key}`, ...overrides });
  if (photo !== 'none') await insertPhoto(t.db, member.id, { main: true, isPrivate: photo === 'private' });
  ids[key] = member.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [site] = await t.db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  ctx = { ...t.container, site, actor: null, now: new Date(), locale: 'nl', country: 'AT', ip: null, origin: 'http://localhost' };
  await person('womanForMen', { gender: 'female', age: 27, regionCode: 'AT-9', profile: { lookingForGender: 'male', bodyType: 'slim' } });
  await person('curvyWoman', { gender: 'female', age: 31, regionCode: 'AT-9', profile: { lookingForGender: 'male', bodyType: 'curvy' } });
  await person('womanForWomen', { gender: 'female', age: 24, regionCode: 'AT-3', profile: { lookingForGender: 'female' } });
  await person('manForMen', { gender: 'male', age: 33, profile: { lookingForGender: 'male' } });
  await person('woman42', { gender: 'female', age: 42 });
  await person('woman61', { gender: 'female', age: 61 });
  await person('privateMain', { gender: 'female' }, 'private');
  await person('noPhoto', { gender: 'female' }, 'none');
  await person('fictional', { gender: 'female', profile: { isFictional: true } });
  await person('invisible', { gender: 'female', user: { invisible: true } });
  await person('disabled', { gender: 'female', profile: { status: 'disabled' } });
  const [music] = await t.db.select().from(interests).where(eq(interests.slug, 'music'));
  const [bondage] = await t.db.select().from(interests).where(eq(interests.slug, 'bondage'));
  await t.db.insert(profileInterests).values([
    { userId: ids.womanForMen, interestId: music.id },
    { userId: ids.womanForMen, interestId: bondage.id },
  ]);
});
afterAll(() => t.close());

async function shown(slug: LanderSlug): Promise<string[]> {
  const members = await listLanderMembers(ctx, { slug, limit: 500, country: 'AT' });
  return Object.keys(ids)
    .filter((key) => members.some((m) => m.id === ids[key]))
    .sort();
}

describe('the members a lander shows', () => {
  it('are active, visible, real members with a public main photo, and no private photo address is handed out', async () => {
    const everyone = ['curvyWoman', 'manForMen', 'woman42', 'woman61', 'womanForMen', 'womanForWomen'];
    expect(await shown('default')).toEqual(everyone);
    expect(await shown('eng')).toEqual(everyone);
    const members = await listLanderMembers(ctx, { slug: 'default', limit: 500 });
    const addresses = members.flatMap((m) => [m.photo.main, m.photo.thumb]);
    expect(addresses.every((url) => url.startsWith('/api/media/') && !url.includes('private'))).toBe(true);
    expect(members.find((m) => m.id === ids.womanForMen)).toMatchObject({ name: 'LanderwomanForMen', age: 27, region: 'Wenen' });
  });

  it('follow the §9 slug: gay, she, bbw, milf and gilf by public profile facts; bdsm never by sexual interests', async () => {
    expect(await shown('gay')).toEqual(['manForMen']);
    expect(await shown('she')).toEqual(['womanForWomen']);
    expect(await shown('bbw')).toEqual(['curvyWoman']);
    expect(await shown('milf')).toEqual(['woman42']);
    expect(await shown('gilf')).toEqual(['woman61']);
    expect(await shown('bdsm')).toEqual(await shown('default'));
    expect(LANDER_SLUGS).toEqual(['default', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay', 'eng']);
  });
});

describe('what each design gets', () => {
  it('the map counts members per region, the feed tells public facts, the icons leave sensitive interests out', async () => {
    const map = await landerPageData(ctx, 'maplanding', 'she', false);
    expect(map.regions.filter((r) => r.country === 'AT')).toEqual([expect.objectContaining({ name: 'Neder-Oostenrijk', members: 1 })]);
    const feed = await landerPageData(ctx, 'socialnetwork', 'default', false);
    expect(feed.activity.length).toBeGreaterThan(0);
    expect(feed.activity.every((a) => ['photo', 'joined', 'profile'].includes(a.kind))).toBe(true);
    const icons = await landerPageData(ctx, 'iconslanding', 'default', false);
    expect(icons.interests.map((i) => i.slug)).toContain('music');
    expect(icons.interests.map((i) => i.slug)).not.toContain('bondage');
    const near = await landerPageData(ctx, 'alonetonight', 'default', false);
    expect(near.nearCountry).toBe('AT');
    expect(near.members.every((m) => m.country === 'AT')).toBe(true);
  });

  it('nobody is shown where visitors may not search (§6), unless a traffic source brought them', async () => {
    const closed = { ...ctx, site: { ...ctx.site, loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'all' } };
    expect((await landerPageData(closed, 'gallery', 'default', false)).members).toEqual([]);
    expect((await landerPageData(closed, 'gallery', 'default', true)).members.length).toBeGreaterThan(0);
  });
});
