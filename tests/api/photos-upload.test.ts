import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf } from '../factories/http';
import { makeJpeg, makeJpegWithExif, makePng, makeWebp, photoForm } from '../factories/images';
import type { MemberOverrides } from '../factories/members';
import { loggedInMember } from '../factories/accounts';
import { ownProfile, storedPhotos, uploadPhoto } from '../factories/photos';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHOTO_TYPE = 'Alleen JPEG-, PNG- en WebP-foto’s zijn toegestaan.';

const member = (overrides?: MemberOverrides) => loggedInMember(t, overrides);
const download = (url: string) => t.agent().get(url);
const downloadImage = async (url: string) => Buffer.from(await (await download(url)).arrayBuffer());

describe('POST /api/photos.php', () => {
  it('accepts JPEG, PNG and WebP photos and stores them as JPEG', async () => {
    const { agent, id } = await member({ user: { paidUser: true } });
    for (const [data, name, type] of [
      [await makeJpeg(), 'me.jpg', 'image/jpeg'],
      [await makePng(), 'me.png', 'image/png'],
      [await makeWebp(), 'me.webp', 'image/webp'],
    ] as const) {
      const photo = await uploadPhoto(agent, data, { name, type });
      expect(photo.filename).toMatch(/^\/api\/media\/[a-f0-9]{32}\.jpg$/);
      expect(photo.thumb_filename).toBe(photo.filename.replace('.jpg', '_t.jpg'));
      expect(photo.is_private).toBe(false);
      const file = await download(photo.filename);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('jpeg');
    }
    expect(await storedPhotos(t, id)).toHaveLength(3);
  });

  it('judges a file by its content, not by its name or content type', async () => {
    const { agent, id } = await member();
    const res = await agent.post('/api/photos.php', photoForm(Buffer.from('just some text, not a photo'), { name: 'notes.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ error: 'validation_failed', fields: { photo: PHOTO_TYPE } });
    expect(await storedPhotos(t, id)).toHaveLength(0);
    await uploadPhoto(agent, await makePng(), { name: 'holiday.jpg', type: 'image/jpeg' });
    expect(await storedPhotos(t, id)).toHaveLength(1);
  });

  it('refuses a file that only starts like a JPEG', async () => {
    const { agent, id } = await member();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('broken image data'.repeat(20))]);
    const res = await agent.post('/api/photos.php', photoForm(fake));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ photo: PHOTO_TYPE });
    expect(await storedPhotos(t, id)).toHaveLength(0);
  });

  it('asks for a photo when none is sent', async () => {
    const { agent } = await member();
    const res = await agent.post('/api/photos.php', new FormData());
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ photo: 'Kies een foto om te uploaden.' });
  });

  it('refuses a photo over 10 MB', async () => {
    const { agent, id } = await member();
    const huge = Buffer.concat([await makeJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await agent.post('/api/photos.php', photoForm(huge));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ photo: 'Deze foto is te groot (maximaal 10 MB).' });
    expect(await storedPhotos(t, id)).toHaveLength(0);
  });

  it('strips EXIF data such as the copyright from the stored photo', async () => {
    const { agent } = await member();
    const original = await makeJpegWithExif('secret');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const photo = await uploadPhoto(agent, original);
    for (const url of [photo.filename, photo.thumb_filename]) {
      const stored = await downloadImage(url);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes('secret')).toBe(false);
    }
  });

  it('keeps a large photo within 1080 px and makes a 320 px square thumbnail', async () => {
    const { agent, id } = await member();
    const photo = await uploadPhoto(agent, await makeJpeg({ width: 2000, height: 1500 }));
    const main = await sharp(await downloadImage(photo.filename)).metadata();
    expect([main.width, main.height]).toEqual([1080, 810]);
    const thumb = await sharp(await downloadImage(photo.thumb_filename)).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 320]);
    expect((await storedPhotos(t, id))[0]).toMatchObject({ width: 1080, height: 810 });
  });

  it('makes the first photo the main photo and leaves it there', async () => {
    const { agent } = await member();
    const first = await uploadPhoto(agent, await makeJpeg());
    await uploadPhoto(agent, await makePng());
    const profile = await ownProfile(agent);
    expect(profile.main_image?.id).toBe(first.id);
    expect(profile.photos).toHaveLength(2);
  });

  it('does not make a private photo the main photo', async () => {
    const { agent } = await member();
    await uploadPhoto(agent, await makeJpeg(), { private: true });
    expect((await ownProfile(agent)).main_image).toBeNull();
    const open = await uploadPhoto(agent, await makeJpeg());
    expect((await ownProfile(agent)).main_image?.id).toBe(open.id);
  });

  it("stops a free member at 3 photos with 'Foto-limiet bereikt'", async () => {
    const { agent, id } = await member();
    for (let i = 0; i < 3; i++) await uploadPhoto(agent, await makeJpeg());
    const res = await agent.post('/api/photos.php', photoForm(await makeJpeg()));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ error: 'photo_limit', message: 'Foto-limiet bereikt', fields: { photo: 'Foto-limiet bereikt' } });
    expect(await storedPhotos(t, id)).toHaveLength(3);
  });

  it('keeps to the limit when two uploads arrive at once', async () => {
    const { agent, id } = await member();
    for (let i = 0; i < 2; i++) await uploadPhoto(agent, await makeJpeg());
    const answers = await Promise.all([agent.post('/api/photos.php', photoForm(await makeJpeg())), agent.post('/api/photos.php', photoForm(await makePng()))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await storedPhotos(t, id)).toHaveLength(3);
  });

  it('lets a paid member upload more than 3 photos', async () => {
    const { agent, id } = await member({ user: { paidUser: true } });
    for (let i = 0; i < 4; i++) await uploadPhoto(agent, await makeJpeg({ width: 40, height: 40 }));
    expect(await storedPhotos(t, id)).toHaveLength(4);
    expect((await ownProfile(agent)).photo_limit).toBe(25);
  });

  it('asks a visitor to log in', async () => {
    const res = await t.agent().post('/api/photos.php', photoForm(await makeJpeg()));
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('GET /api/media/<file>', () => {
  it('serves stored photos as long-lived immutable files', async () => {
    const { agent } = await member();
    const photo = await uploadPhoto(agent, await makeJpeg());
    const res = await download(photo.filename);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for names it never handed out', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.jpg', '..%2F..%2Fetc%2Fpasswd', 'photo.png']) {
      const res = await download(`/api/media/${name}`);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).error).toBe('not_found');
    }
  });
});
