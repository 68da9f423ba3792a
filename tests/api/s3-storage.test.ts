import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import { startS3Server, type S3Server } from '../fixtures/s3-server';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { makeJpeg, makePng, photoForm } from '../factories/images';
import { openChat, richMember } from '../factories/chat';
import { uploadPhoto } from '../factories/photos';
import { setContainer, type Container } from '@/server/container';
import { dataExports, photos, sites } from '@/server/db/schema';
import type { PhotoStorage } from '@/server/adapters/storage/storage';
import { stagedKey } from '@/server/services/photos/photo-files';
import { sweepOrphanPhotos } from '@/server/services/photos/sweep-orphan-photos';
import type { ExportStatusDto } from '@/shared/types/data-export';
import type { SendMessageDto } from '@/shared/types/social';
import type { SettingsDto } from '@/shared/types/api';

/**
 * Two app instances on one database and one bucket (s3rver on loopback): each its own S3 client and
 * neither a folder of its own, switched per request as a load balancer would.
 */
let t: TestApp;
let s3: S3Server;
let instances: { a: Container; b: Container };
beforeAll(async () => {
  t = await createTestApp();
  s3 = await startS3Server();
  instances = { a: { ...t.container, storage: s3.storage() }, b: { ...t.container, storage: s3.storage() } };
});
afterEach(() => setContainer(t.container));
afterAll(async () => {
  // Nothing went to the disk folder: every file lives in the bucket.
  expect(await readdir(t.uploads)).toEqual([]);
  await t.close();
  await s3.close();
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const on = (instance: 'a' | 'b') => setContainer(instances[instance]);
const storage = (): PhotoStorage => instances.a.storage;
const objectKeys = async () => new Set((await storage().list()).map((file) => file.key));
const bucketGet = (url: string) => fetch(url, { redirect: 'manual' });

/** A private file's route answers with a redirect to a presigned GET at the bucket, never the bytes. */
async function signedRedirect(agent: Agent, url: string): Promise<URL> {
  const res = await agent.get(url);
  expect(res.status, await res.clone().text()).toBe(302);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const location = new URL(res.headers.get('location')!);
  expect(location.href.startsWith(`${s3.bucketUrl}/private/`)).toBe(true);
  expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);
  expect(Number(location.searchParams.get('X-Amz-Expires'))).toBe(300);
  return location;
}

async function jpegFrom(res: Response): Promise<Buffer> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  const data = Buffer.from(await res.arrayBuffer());
  expect((await sharp(data).metadata()).format).toBe('jpeg');
  return data;
}

describe('photos on S3', () => {
  it('serves a photo uploaded through one instance from the bucket, and through the other instance', async () => {
    on('a');
    const owner = await loggedInMember(t, { name: 'Saskia' });
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    // The public address is the bucket's public folder, not an instance.
    expect(photo.filename).toBe(`${s3.bucketUrl}/public/${row.filename}`);
    expect(photo.thumb_filename).toBe(`${s3.bucketUrl}/public/${row.thumbFilename}`);
    const fromBucket = await jpegFrom(await bucketGet(photo.filename));

    on('b');
    const viewer = await loggedInMember(t, { name: 'Ruben' });
    const profile = await viewer.agent.get(`/api/member.php?id=${owner.id}`);
    expect(await profile.text()).toContain(photo.filename);
    // An older address on the app's own media route still works on any instance.
    expect((await jpegFrom(await viewer.agent.get(`/api/media/${row.filename}`))).equals(fromBucket)).toBe(true);

    // With a CDN prefix the site's addresses go through the CDN, in front of the same public folder.
    await t.db.update(sites).set({ cdnPrefix: 'https://cdn.example.test/' }).where(eq(sites.domain, DEFAULT_HOST));
    await t.container.invalidateCaches();
    const again = await viewer.agent.get(`/api/member.php?id=${owner.id}`);
    expect(await again.text()).toContain(`https://cdn.example.test/public/${row.filename}`);
    await t.db.update(sites).set({ cdnPrefix: '' }).where(eq(sites.domain, DEFAULT_HOST));
    await t.container.invalidateCaches();
  });

  it('serves an uploaded site logo from the bucket’s public folder', async () => {
    on('a');
    const logo = `logo-${'ef'.repeat(16)}.png`;
    await storage().put(logo, await makePng(), 'image/png');
    const setLogo = async (logoUrl: string) => {
      await t.db.update(sites).set({ logoUrl }).where(eq(sites.domain, DEFAULT_HOST));
      await t.container.invalidateCaches();
    };
    const [before] = await t.db.select({ logoUrl: sites.logoUrl }).from(sites).where(eq(sites.domain, DEFAULT_HOST));
    await setLogo(`/api/media/${logo}`);
    on('b');
    const { settings } = await bodyOf<{ settings: SettingsDto }>(await t.agent().get('/api/settings.php'));
    expect(settings.logo_url).toBe(`${s3.bucketUrl}/public/${logo}`);
    const served = await bucketGet(settings.logo_url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await setLogo(before.logoUrl);
    await storage().remove(logo);
  });

  it('hands out a private photo only through a short signed link, after the app’s own check', async () => {
    on('a');
    const owner = await loggedInMember(t, { name: 'Pien' });
    const photo = await uploadPhoto(owner.agent, await makeJpeg(), { private: true });
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    // The member gets the app's signed route, which checks the row before it hands out the store's link.
    expect(photo.filename.startsWith('/api/media/private/')).toBe(true);
    expect(JSON.stringify(photo)).not.toContain(s3.bucketUrl);

    on('b');
    const location = await signedRedirect(owner.agent, photo.filename);
    expect(location.pathname).toBe(`/amora-test/private/${row.filename}`);
    await jpegFrom(await bucketGet(location.href));
    // A forged app link gets no store link at all.
    expect((await owner.agent.get(photo.filename.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);
    // There is no unsigned address of a private file, and a signed one dies after five minutes.
    expect(storage().links!.publicUrl(row.filename, '')).toBeNull();
    const old = await storage().links!.signedUrl(row.filename, { now: minutesFromNow(-6) });
    const expired = await bucketGet(old!);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('keeps WebP copies beside the JPEGs: public ones in the public folder, private ones behind the signed route', async () => {
    on('a');
    const owner = await loggedInMember(t, { name: 'Femke' });
    const open = await uploadPhoto(owner.agent, await makeJpeg());
    const hidden = await uploadPhoto(owner.agent, await makeJpeg(), { private: true });
    expect(open.webp?.thumb_2x_filename).toBe(open.filename.replace('.jpg', '_t2x.webp'));
    expect(open.webp?.filename.startsWith(`${s3.bucketUrl}/public/`)).toBe(true);
    const served = await bucketGet(open.webp!.filename);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    on('b');
    expect(hidden.webp?.filename.startsWith('/api/media/private/')).toBe(true);
    const location = await signedRedirect(owner.agent, hidden.webp!.thumb_filename);
    const privateCopy = await bucketGet(location.href);
    expect(privateCopy.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await privateCopy.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('removes a deleted photo’s objects', async () => {
    on('a');
    const owner = await loggedInMember(t, { name: 'Daan' });
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(await objectKeys()).toContain(row.filename);

    on('b');
    expect((await owner.agent.delete('/api/photos.php', { id: photo.id })).status).toBe(200);
    const keys = await objectKeys();
    expect(keys.has(row.filename) || keys.has(row.thumbFilename)).toBe(false);
    expect((await bucketGet(photo.filename)).status).toBe(404);
    expect((await bucketGet(photo.webp!.filename)).status).toBe(404);
  });

  it('sweeps the bucket after a crash: orphans go, a committed photo’s staged files are published', async () => {
    on('a');
    const owner = await loggedInMember(t, { name: 'Noor' });
    const photo = await uploadPhoto(owner.agent, await makeJpeg());
    const [row] = await t.db.select().from(photos).where(eq(photos.id, photo.id));
    // A crash after the row committed and before the rename: the files are still staged.
    await storage().move(row.filename, stagedKey(row.filename));
    // A crash before any row: a staged upload, and a file no row names.
    const orphan = `${'ab'.repeat(16)}.jpg`;
    await storage().put(stagedKey(`${'cd'.repeat(16)}.jpg`), Buffer.from('x'), 'image/jpeg');
    await storage().put(orphan, Buffer.from('x'), 'image/jpeg');
    expect((await bucketGet(photo.filename)).status).toBe(404);

    // Young files may belong to an upload under way on another instance.
    expect(await sweepOrphanPhotos(t.db, instances.b.storage)).toEqual({ removed: 0, published: 1 });
    expect(await sweepOrphanPhotos(t.db, instances.b.storage, { now: minutesFromNow(11) })).toEqual({ removed: 2, published: 0 });
    const keys = await objectKeys();
    expect([...keys].filter((key) => key.startsWith('.tmp-') || key === orphan)).toEqual([]);
    // A second instance finishing the same publish finds it done and succeeds too.
    await expect(instances.a.storage.move(stagedKey(row.filename), row.filename)).resolves.toBeUndefined();
    const published = await bucketGet(photo.filename);
    await jpegFrom(published);
    // Published under its public name, so a CDN may keep it.
    expect(published.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves chat photos and builds and hands out a data export through the bucket', async () => {
    on('a');
    const sender = await richMember(t, 'Femke');
    const recipient = await richMember(t, 'Joost');
    const form = photoForm(await makeJpeg());
    form.set('profile', String(recipient.id));
    form.set('nonce', randomUUID());
    const sent = await bodyOf<SendMessageDto>(await sender.agent.post('/api/message.php', form));

    on('b');
    const { url } = (await openChat(recipient.agent, sent.conversation.id)).messages[0].photo!;
    const chatPhoto = await jpegFrom(await bucketGet((await signedRedirect(recipient.agent, url)).href));
    expect((await (await richMember(t, 'Olaf')).agent.get(url)).status).toBe(404);

    on('a');
    expect((await sender.agent.post('/api/export.php', {})).status).toBe(200);
    on('b');
    const status = await bodyOf<{ export: ExportStatusDto }>(await sender.agent.get('/api/export.php'));
    expect(status.export.status).toBe('ready');
    const [built] = await t.db.select().from(dataExports).where(eq(dataExports.userId, sender.id));
    expect(await objectKeys()).toContain(built.file);
    const download = await bucketGet((await signedRedirect(sender.agent, status.export.download_url!)).href);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="my-data.zip"');
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const inZip = Object.entries(zip).find(([name]) => name.startsWith('chat-photos/') && zip[name].length > 0);
    expect(Buffer.from(inZip![1]).equals(chatPhoto)).toBe(true);
  });
});
