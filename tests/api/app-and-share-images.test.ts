import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { makeJpeg } from '../factories/images';
import { uploadPhoto } from '../factories/photos';
import { photos, profiles, users } from '@/server/db/schema';
import type { WebManifest } from '@/server/services/app-install/web-manifest';

const BRAND_HOST = 'rose.localhost';
let t: TestApp;
let member: { id: number; photoId: number };

beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: BRAND_HOST, name: 'Rose Garden Dating', primaryColor: '#2255aa', niche: 1 }] });
  const owner = await loggedInMember(t, { name: 'Lotte', age: 31, country: 'NL', regionCode: 'NL-UT' });
  const photo = await uploadPhoto(owner.agent, await makeJpeg());
  member = { id: owner.id, photoId: photo.id };
});
afterAll(() => t.close());

async function image(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe('GET /api/manifest.php', () => {
  it('describes each site as an installable app that opens on the members page', async () => {
    const res = await t.agent(BRAND_HOST).get('/api/manifest.php');
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Rose Garden Dating',
      short_name: 'Rose Garden',
      start_url: '/members',
      scope: '/',
      display: 'standalone',
      theme_color: '#2255aa',
      background_color: '#2255aa',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);

    const other = (await (await t.agent(DEFAULT_HOST).get('/api/manifest.php')).json()) as WebManifest;
    expect(other.name).not.toBe('Rose Garden Dating');
    expect(other.theme_color).toBe('#e102aa');
  });

  it('serves every icon it names as a PNG of that size', async () => {
    const manifest = (await (await t.agent(BRAND_HOST).get('/api/manifest.php')).json()) as WebManifest;
    for (const icon of manifest.icons) {
      const meta = await image(await t.agent(BRAND_HOST).get(icon.src));
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const apple = await image(await t.agent(BRAND_HOST).get('/api/app-icon.php?size=180'));
    expect([apple.format, apple.width, apple.height, apple.hasAlpha]).toEqual(['png', 180, 180, true]);
    // Apple's icon and the maskable ones are full squares: no transparent corner.
    const { data } = await sharp(Buffer.from(await (await t.agent(BRAND_HOST).get('/api/app-icon.php?size=180')).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
  });

  it('refuses sizes it does not make', async () => {
    expect((await t.agent().get('/api/app-icon.php?size=64')).status).toBe(422);
  });
});

describe('GET /api/share-image.php (§3)', () => {
  const share = () => t.agent().get(`/api/share-image.php?id=${member.id}`);

  it('is a 1200×630 card for an active, visible member with a public main photo', async () => {
    const res = await share();
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await image(res);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  const rules: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
    [
      'disabled',
      () => t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, member.id)),
      () => t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, member.id)),
    ],
    [
      'invisible',
      () => t.db.update(users).set({ invisible: true }).where(eq(users.id, member.id)),
      () => t.db.update(users).set({ invisible: false }).where(eq(users.id, member.id)),
    ],
    [
      'hidden by a moderator',
      () => t.db.update(users).set({ moderationHiddenAt: new Date() }).where(eq(users.id, member.id)),
      () => t.db.update(users).set({ moderationHiddenAt: null }).where(eq(users.id, member.id)),
    ],
    [
      'deleted',
      () => t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id)),
      () => t.db.update(users).set({ deletedAt: null }).where(eq(users.id, member.id)),
    ],
    [
      'with a private main photo',
      () => t.db.update(photos).set({ isPrivate: true }).where(eq(photos.id, member.photoId)),
      () => t.db.update(photos).set({ isPrivate: false }).where(eq(photos.id, member.photoId)),
    ],
    [
      'with a main photo in review',
      () => t.db.update(photos).set({ review: 'pending' }).where(eq(photos.id, member.photoId)),
      () => t.db.update(photos).set({ review: 'approved' }).where(eq(photos.id, member.photoId)),
    ],
    [
      'without a main photo',
      () => t.db.update(profiles).set({ mainPhotoId: null }).where(eq(profiles.userId, member.id)),
      () => t.db.update(profiles).set({ mainPhotoId: member.photoId }).where(eq(profiles.userId, member.id)),
    ],
  ];

  it.each(rules)('is 404 for a member %s, and back once that ends', async (_rule, apply, undo) => {
    await apply();
    expect((await share()).status).toBe(404);
    await undo();
    expect((await share()).status).toBe(200);
  });

  it('is 404 for an unknown member and 422 for an id that is no number', async () => {
    expect((await t.agent().get('/api/share-image.php?id=99999999')).status).toBe(404);
    expect((await t.agent().get('/api/share-image.php?id=abc')).status).toBe(422);
  });
});
