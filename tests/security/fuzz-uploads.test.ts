import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { makeJpeg, makePng, makeWebp } from '../factories/images';
import { rawRequest, signedIn, type SignedIn } from './support/browsers';
import { expectSafeAnswer, fuzz } from './support/fuzz';

// Property-based fuzzing of the one multipart endpoint, POST /api/photos.php: any fields, any file
// bytes (real images, cut-off or flipped ones, random bytes) with any name and declared type, and
// broken multipart bodies. No 5xx ever; a refusal stores no photo row and leaves no file behind.

const SAME_SITE = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
// The upload limit is 30 a member in 10 minutes: a fresh uploader well before that, so the runs test
// the upload itself rather than the limit (tests/security/rate-limits.test.ts covers the limit).
const RUNS_PER_UPLOADER = 25;

let t: TestApp;
let images: Buffer[];
let uploader: SignedIn;
let runs = 0;
beforeAll(async () => {
  t = await createTestApp();
  images = [await makeJpeg({ width: 64, height: 48 }), await makePng({ width: 40, height: 40 }), await makeWebp({ width: 30, height: 60 })];
  uploader = await signedIn(t);
});
afterAll(() => t.close());

async function currentUploader(): Promise<SignedIn> {
  runs += 1;
  if (runs % RUNS_PER_UPLOADER === 0) uploader = await signedIn(t);
  return uploader;
}

/** Image bytes as they arrive: whole, cut off, with flipped bytes, or not an image at all. */
const fileBytes = () =>
  fc.oneof(
    fc.constantFrom(0, 1, 2).map((i) => images[i]),
    fc.tuple(fc.constantFrom(0, 1, 2), fc.nat()).map(([i, n]) => images[i].subarray(0, n % images[i].length)),
    fc.tuple(fc.constantFrom(0, 1, 2), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 })).map(([i, flips]) => {
      const copy = Buffer.from(images[i]);
      for (const [at, byte] of flips) copy[at % copy.length] = byte;
      return copy;
    }),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  );

const fieldName = fc.oneof(fc.constantFrom('photo', 'photo', 'private', 'id', 'user_id'), fc.string({ maxLength: 12 }));
const file = fc.record({
  bytes: fileBytes(),
  name: fc.oneof(fc.constantFrom('photo.jpg', '../../x.jpg', 'x.php', 'a'.repeat(300)), fc.string({ maxLength: 30 })),
  type: fc.oneof(fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'text/html', ''), fc.string({ maxLength: 20 })),
});
const field = fc.tuple(fieldName, fc.oneof(file, fc.string({ maxLength: 40 }), fc.constantFrom('true', 'false', '1')));

/** The answer is safe (support/fuzz.ts), and a refused upload leaves the photo folder as it was. */
async function expectSafeUpload(member: SignedIn, body: string | FormData, headers: Record<string, string>): Promise<void> {
  const files = (await t.storage.list()).map((f) => f.key).sort();
  const res = await expectSafeAnswer(t, [member.id], () => rawRequest(t, member.agent, 'POST', '/api/photos.php', { body, headers }));
  if (res.status >= 400) expect((await t.storage.list()).map((f) => f.key).sort()).toEqual(files);
}

function formOf(fields: [string, string | { bytes: Buffer; name: string; type: string }][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new File([new Uint8Array(value.bytes)], value.name, { type: value.type }));
  }
  return form;
}

describe('POST /api/photos.php', () => {
  it('never answers 5xx for any multipart form, and a refusal stores nothing', async () => {
    await fuzz(fc.array(field, { maxLength: 4 }), async (fields) => {
      const member = await currentUploader();
      await expectSafeUpload(member, formOf(fields), SAME_SITE);
    });
  });

  it('never answers 5xx for a broken multipart body', async () => {
    const boundary = fc.oneof(fc.constant('x'), fc.string({ minLength: 1, maxLength: 70 }));
    const body = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom('--x\r\n', '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\u00ff\u00d8', '--x--'),
    );
    await fuzz(fc.tuple(boundary, body), async ([mark, text]) => {
      const member = await currentUploader();
      const headers = { ...SAME_SITE, 'content-type': `multipart/form-data; boundary=${mark}` };
      await expectSafeUpload(member, text, headers);
    });
  });
});
