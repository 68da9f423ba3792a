import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import { makeJpeg } from '../factories/images';
import { insertMember, type MemberOverrides } from '../factories/members';
import { loggedInMember } from '../factories/accounts';
import { ownProfile, uploadPhoto } from '../factories/photos';
import type { Agent } from '../fixtures/agent';
import { photos } from '@/server/db/schema';
import { newPhotoNames, webpNamesOf } from '@/server/services/photos/photo-names';
import { sweepOrphanPhotos } from '@/server/services/photos/sweep-orphan-photos';
import type { MemberDetailDto, PhotoDto, PhotoWebpDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (overrides?: MemberOverrides) => loggedInMember(t, overrides);
const download = (url: string) => t.agent().get(url);
const webpUrls = (webp: PhotoWebpDto | undefined) => (webp ? [webp.filename, webp.thumb_filename, webp.thumb_2x_filename] : []);
const fileOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
const storedKeys = async () => new Set((await t.storage.list()).map((file) => file.key));
const viewMember = async (agent: Agent, id: number) =>
  bodyOf<{ profile: MemberDetailDto }>(await agent.get(`/api/member.php?id=${id}`)).then((body) => body.profile);
const ownPhoto = async (agent: Agent, id: number) => (await ownProfile(agent)).photos.find((p) => p.id === id)!;

async function expectWebp(url: string, size: { width: number; height: number }, cache: RegExp) {
  const res = await download(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('cache-control')).toMatch(cache);
  expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', ...size });
}

async function expectGone(urls: string[]) {
  for (const url of urls) expect((await download(url)).status, url).toBe(404);
}

const PUBLIC_CACHE = /^public, max-age=31536000, immutable$/;
const PRIVATE_CACHE = /^private, max-age=\d+$/;

describe('WebP copies of a photo', () => {
  it('are made on upload and served as image/webp beside the JPEGs, cached like them', async () => {
    const { agent } = await member();
    const photo = await uploadPhoto(agent, await makeJpeg({ width: 2000, height: 1500 }));
    expect(photo.webp).toEqual({
      filename: photo.filename.replace('.jpg', '.webp'),
      thumb_filename: photo.filename.replace('.jpg', '_t.webp'),
      thumb_2x_filename: photo.filename.replace('.jpg', '_t2x.webp'),
    });
    await expectWebp(photo.webp!.filename, { width: 1080, height: 810 }, PUBLIC_CACHE);
    await expectWebp(photo.webp!.thumb_filename, { width: 320, height: 320 }, PUBLIC_CACHE);
    await expectWebp(photo.webp!.thumb_2x_filename, { width: 640, height: 640 }, PUBLIC_CACHE);
    expect((await download(photo.filename)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('come with the member card and profile of others', async () => {
    const owner = await member();
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    const viewer = await member();
    const seen = await viewMember(viewer.agent, owner.id);
    expect(seen.main_image?.webp).toEqual(photo.webp);
    expect(seen.photos[0].webp).toEqual(photo.webp);
  });

  it('are deleted with the photo', async () => {
    const { agent } = await member();
    const photo = await uploadPhoto(agent, await makeJpeg());
    expect((await agent.delete('/api/photos.php', { id: photo.id })).status).toBe(200);
    await expectGone(webpUrls(photo.webp));
    const keys = await storedKeys();
    for (const url of webpUrls(photo.webp)) expect(keys.has(fileOf(url)), url).toBe(false);
  });

  it('follow a photo made private: new signed links, and the public copies are gone', async () => {
    const { agent } = await member();
    await uploadPhoto(agent, await makeJpeg());
    const photo = await uploadPhoto(agent, await makeJpeg());
    expect((await agent.put('/api/photos.php', { id: photo.id, is_private: true })).status).toBe(200);
    await expectGone(webpUrls(photo.webp));
    const hidden = await ownPhoto(agent, photo.id);
    for (const url of webpUrls(hidden.webp))
      expect(url).toMatch(/^\/api\/media\/private\/\d+\/private-[a-f0-9]{32}(_t|_t2x)?\.webp\?expires=\d+&signature=[\w-]+$/);
    await expectWebp(hidden.webp!.filename, { width: 800, height: 600 }, PRIVATE_CACHE);
    await expectWebp(hidden.webp!.thumb_2x_filename, { width: 640, height: 640 }, PRIVATE_CACHE);
  });
});

describe('the WebP copies of a private photo', () => {
  async function ownerWithPrivatePhoto() {
    const owner = await member();
    await uploadPhoto(owner.agent, await makeJpeg());
    const hidden = await uploadPhoto(owner.agent, await makeJpeg(), { private: true });
    return { ...owner, hidden };
  }

  it('reach premium members through signed links, and nobody else', async () => {
    const owner = await ownerWithPrivatePhoto();
    const paying = await member({ user: { paidUser: true } });
    const seen = (await viewMember(paying.agent, owner.id)).photos.find((p) => p.id === owner.hidden.id)!;
    for (const url of webpUrls(seen.webp)) expect((await download(url)).status).toBe(200);

    const free = await member();
    for (const viewer of [free.agent, t.agent()]) {
      const view = await viewMember(viewer, owner.id);
      expect(JSON.stringify(view)).not.toContain('.webp?expires');
      expect(JSON.stringify(view)).not.toContain(fileOf(owner.hidden.webp!.filename));
    }
  });

  it('are never served at the public address, nor with a link signed for another file', async () => {
    const { hidden } = await ownerWithPrivatePhoto();
    await expectGone(webpUrls(hidden.webp).map((url) => `/api/media/${fileOf(url)}`));
    // The JPEG's signature does not open its WebP copy.
    const jpeg = new URL(hidden.filename, 'http://x');
    await expectGone([`${jpeg.pathname.replace('.jpg', '.webp')}${jpeg.search}`]);
  });

  it('stop working when the photo is deleted', async () => {
    const { agent, hidden } = await ownerWithPrivatePhoto();
    for (const url of webpUrls(hidden.webp)) expect((await download(url)).status).toBe(200);
    expect((await agent.delete('/api/photos.php', { id: hidden.id })).status).toBe(200);
    await expectGone(webpUrls(hidden.webp));
  });
});

describe('a photo stored before WebP copies were made', () => {
  it('is served as JPEG only, and its privacy can still change', async () => {
    const { agent, id } = await member();
    const photo = await uploadPhoto(agent, await makeJpeg());
    // As an older photo: its row says it has no WebP copies, and there are none.
    await t.db.update(photos).set({ webp: false }).where(eq(photos.id, photo.id));
    for (const url of webpUrls(photo.webp)) await t.storage.remove(fileOf(url));
    const old = await ownPhoto(agent, photo.id);
    expect(old.webp).toBeUndefined();
    expect((await download(old.filename)).status).toBe(200);
    expect((await viewMember((await member()).agent, id)).main_image?.webp).toBeUndefined();

    expect((await agent.put('/api/photos.php', { id: photo.id, is_private: true })).status).toBe(200);
    const hidden: PhotoDto = await ownPhoto(agent, photo.id);
    expect(hidden.webp).toBeUndefined();
    expect((await download(hidden.filename)).status).toBe(200);
  });
});

describe('the orphan sweep', () => {
  it('keeps the WebP copies of a photo row and removes those of no row', async () => {
    const { id } = await insertMember(t.db);
    const [withRow, orphan] = [newPhotoNames(false), newPhotoNames(false)];
    await t.db.insert(photos).values({ userId: id, ...withRow, webp: true, width: 10, height: 10 });
    const copies = (names: typeof withRow) => Object.values(webpNamesOf(names.filename));
    for (const key of [withRow.filename, withRow.thumbFilename, ...copies(withRow), ...copies(orphan)]) {
      await t.storage.put(key, Buffer.from('x'), 'image/webp');
    }
    await sweepOrphanPhotos(t.db, t.storage, { now: new Date(Date.now() + 60 * 60_000) });
    const keys = await storedKeys();
    for (const key of copies(withRow)) expect(keys.has(key), key).toBe(true);
    for (const key of copies(orphan)) expect(keys.has(key), key).toBe(false);
  });
});
