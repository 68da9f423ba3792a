import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf } from '../factories/http';
import { makeJpeg, photoForm } from '../factories/images';
import { loggedInMember } from '../factories/accounts';
import { storedPhotos, uploadPhoto } from '../factories/photos';

let t: TestApp;
// A small line, so the test can fill it: two jobs at work and one waiting.
beforeAll(async () => {
  t = await createTestApp({ images: { concurrency: 2, maxWaiting: 1, retryAfterSeconds: 7 } });
});
afterAll(() => t.close());

const TOO_MANY_PIXELS = 'Deze foto heeft te veel pixels (maximaal 40 megapixel).';
const QUEUE_FULL = 'Er worden nu te veel foto’s verwerkt. Probeer het over een paar seconden opnieuw.';

describe('an image bomb', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    // 256 megapixels of white: under 1 MB as PNG, about 770 MB once decoded.
    bomb = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, 120_000);

  it('is refused from its header, never decoded, with a field message, while other requests are answered', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { agent, id } = await loggedInMember(t);
    const decodes = vi.spyOn(t.images, 'run');
    const uploads = Array.from({ length: 3 }, () => agent.post('/api/photos.php', photoForm(bomb, { name: 'bomb.png', type: 'image/png' })));
    const other = await t.agent().get('/api/settings.php');
    for (const res of await Promise.all(uploads)) {
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({ error: 'validation_failed', fields: { photo: TOO_MANY_PIXELS } });
    }
    expect(other.status).toBe(200);
    // The pixel count comes from the header: no upload reached the image queue, so nothing was decoded.
    expect(decodes).not.toHaveBeenCalled();
    decodes.mockRestore();
    expect(await storedPhotos(t, id)).toHaveLength(0);
    expect(t.images.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('is refused in the member’s own language', async () => {
    const { agent } = await loggedInMember(t, { user: { language: 'en' } });
    const res = await agent.post('/api/photos.php', photoForm(bomb, { name: 'bomb.png', type: 'image/png' }));
    expect((await errorOf(res)).fields).toEqual({ photo: 'This photo has too many pixels (at most 40 megapixels).' });
  });
});

describe('the image queue', () => {
  it('lets an upload wait for a free slot and refuses one more with 429 and Retry-After', async () => {
    const { agent, id } = await loggedInMember(t);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = [t.images.run(() => gate), t.images.run(() => gate)];
    const waiting = agent.post('/api/photos.php', photoForm(await makeJpeg()));
    await vi.waitFor(() => expect(t.images.stats()).toEqual({ running: 2, waiting: 1 }));

    const refused = await agent.post('/api/photos.php', photoForm(await makeJpeg()));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await errorOf(refused)).toMatchObject({ error: 'image_queue_full', message: QUEUE_FULL });
    expect(await storedPhotos(t, id)).toHaveLength(0);

    release();
    await Promise.all(busy);
    expect((await waiting).status).toBe(201);
    expect(await storedPhotos(t, id)).toHaveLength(1);
    await uploadPhoto(agent, await makeJpeg());
  });
});
