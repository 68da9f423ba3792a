import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import { makeJpeg } from '../factories/images';
import type { MemberOverrides } from '../factories/members';
import { loggedInMember } from '../factories/accounts';
import { ownProfile, uploadPhoto } from '../factories/photos';
import { loadMediaSigner } from '@/server/services/photos/media-signer';
import type { Agent } from '../fixtures/agent';
import type { MemberDetailDto, PhotoDto } from '@/shared/types/api';
import { eq } from 'drizzle-orm';
import { photos } from '@/server/db/schema';
import { insertMember } from '../factories/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (overrides?: MemberOverrides) => loggedInMember(t, overrides);
const premium = () => member({ user: { paidUser: true } });
const download = (url: string, agent: Agent = t.agent()) => agent.get(url);
const urlsOf = (photo: PhotoDto) => [photo.filename, photo.thumb_filename];
const ownPhoto = async (agent: Agent, id: number) => (await ownProfile(agent)).photos.find((p) => p.id === id)!;
const viewMember = async (agent: Agent, id: number) =>
  bodyOf<{ profile: MemberDetailDto }>(await agent.get(`/api/member.php?id=${id}`)).then((body) => body.profile);

/** A member with a public main photo and a private second one. */
async function ownerWithPrivatePhoto() {
  const owner = await member();
  await uploadPhoto(owner.agent, await makeJpeg());
  const hidden = await uploadPhoto(owner.agent, await makeJpeg(), { private: true });
  return { ...owner, hidden };
}

async function expectServedPrivately(url: string) {
  const res = await download(url);
  expect(res.status).toBe(200);
  const cache = res.headers.get('cache-control') ?? '';
  expect(cache).toMatch(/^private, max-age=\d+$/);
  expect(Number(cache.split('=')[1])).toBeLessThanOrEqual(1800);
  expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('jpeg');
}

async function expectGone(urls: string[]) {
  for (const url of urls) expect((await download(url)).status, url).toBe(404);
}

describe('private photos', () => {
  it('hands the owner short-lived signed links, served with private caching only', async () => {
    const { hidden } = await ownerWithPrivatePhoto();
    for (const url of urlsOf(hidden)) {
      expect(url).toMatch(/^\/api\/media\/private\/\d+\/private-[a-f0-9]{32}(_t)?\.jpg\?expires=\d+&signature=[\w-]+$/);
      await expectServedPrivately(url);
    }
  });

  it('shows private photos to premium members, but not to free members or visitors', async () => {
    const owner = await ownerWithPrivatePhoto();
    const paying = await premium();
    const seen = await viewMember(paying.agent, owner.id);
    const privateOne = seen.photos.find((p) => p.id === owner.hidden.id);
    expect(privateOne?.is_private).toBe(true);
    for (const url of urlsOf(privateOne!)) await expectServedPrivately(url);

    const free = await member();
    for (const viewer of [free.agent, t.agent()]) {
      const view = await viewMember(viewer, owner.id);
      expect(view.photos.map((p) => p.id)).not.toContain(owner.hidden.id);
      expect(JSON.stringify(view)).not.toContain('/api/media/private/');
      expect(view.locked_photos).toBeGreaterThanOrEqual(1);
    }
  });

  it('never serves a private file through the public address', async () => {
    const { hidden } = await ownerWithPrivatePhoto();
    const file = new URL(hidden.filename, 'http://x').pathname.split('/').pop();
    await expectGone([`/api/media/${file}`]);
  });

  it('refuses a link with a changed signature, another photo id or a past expiry', async () => {
    const { hidden } = await ownerWithPrivatePhoto();
    const link = new URL(hidden.filename, 'http://x');
    const [, , , , id, file] = link.pathname.split('/');
    const signer = await loadMediaSigner(t.db);
    const expired = signer.privateUrl(Number(id), file, new Date(Date.now() - 2 * 60 * 60_000));
    const forged = `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${'A'.repeat(43)}`;
    const otherId = `/api/media/private/${Number(id) + 1}/${file}${link.search}`;
    const later = `${link.pathname}?expires=${Number(link.searchParams.get('expires')) + 3600}&signature=${link.searchParams.get('signature')}`;
    await expectGone([expired, forged, otherId, later, link.pathname]);
    await expectServedPrivately(hidden.filename);
  });

  it('revokes the public addresses when a photo is made private', async () => {
    const owner = await member();
    await uploadPhoto(owner.agent, await makeJpeg());
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    for (const url of urlsOf(photo)) expect((await download(url)).status).toBe(200);
    expect((await owner.agent.put('/api/photos.php', { id: photo.id, is_private: true })).status).toBe(200);
    await expectGone(urlsOf(photo));
    const now = await ownPhoto(owner.agent, photo.id);
    for (const url of urlsOf(now)) await expectServedPrivately(url);
  });

  it('revokes the signed links when a photo is made public again, or made the main photo', async () => {
    for (const change of [{ is_private: false }, { main: true }]) {
      const { agent, hidden } = await ownerWithPrivatePhoto();
      expect((await agent.put('/api/photos.php', { id: hidden.id, ...change })).status).toBe(200);
      await expectGone(urlsOf(hidden));
      const now = await ownPhoto(agent, hidden.id);
      expect(now.is_private).toBe(false);
      const res = await download(now.filename);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revokes the signed links when a private photo is deleted', async () => {
    const { agent, hidden } = await ownerWithPrivatePhoto();
    expect((await agent.delete('/api/photos.php', { id: hidden.id })).status).toBe(200);
    await expectGone(urlsOf(hidden));
  });

  it('keeps the addresses when the privacy asked for is the one the photo already has', async () => {
    const { agent, hidden } = await ownerWithPrivatePhoto();
    expect((await agent.put('/api/photos.php', { id: hidden.id, is_private: true })).status).toBe(200);
    for (const url of urlsOf(hidden)) await expectServedPrivately(url);
  });

  it('keeps files that demo rows share with another photo until the last row lets go', async () => {
    const { agent, id } = await member();
    const photo = await uploadPhoto(agent, await makeJpeg());
    const [row] = await t.db.select().from(photos).where(eq(photos.userId, id));
    const demo = await insertMember(t.db);
    const { id: _id, userId: _user, ...shared } = row;
    await t.db.insert(photos).values({ ...shared, userId: demo.id });
    await agent.put('/api/photos.php', { id: photo.id, is_private: true });
    await agent.delete('/api/photos.php', { id: (await ownPhoto(agent, photo.id)).id });
    for (const url of urlsOf(photo)) expect((await download(url)).status).toBe(200);
    await t.db.delete(photos).where(eq(photos.userId, demo.id));
  });
});
