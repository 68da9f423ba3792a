import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { makeJpeg } from '../factories/images';
import { uploadPhoto } from '../factories/photos';
import { rawRequest, signedIn, type SignedIn } from './support/browsers';
import { expectSafeAnswer, fuzz, queryString } from './support/fuzz';

// Property-based fuzzing of every GET endpoint's query string and of the photo file paths, as a
// member and as a visitor. No 5xx ever; a refusal changes nothing.

let t: TestApp;
let member: SignedIn;
let privateLink: URL;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t);
  const image = await makeJpeg({ width: 64, height: 48 });
  await uploadPhoto(member.agent, image);
  privateLink = new URL((await uploadPhoto(member.agent, image, { private: true })).filename, 'http://localhost');
});
afterAll(() => t.close());

const QUERIES: { path: string; keys: string[] }[] = [
  { path: '/api/settings.php', keys: ['_force_domain'] },
  { path: '/api/user.php', keys: ['id'] },
  { path: '/api/activate.php', keys: ['token'] },
  { path: '/api/interests.php', keys: ['locale'] },
  { path: '/api/regions.php', keys: ['country'] },
  { path: '/api/geocode.php', keys: ['lat', 'lon'] },
  { path: '/api/profile.php', keys: ['id'] },
  { path: '/api/members.php', keys: ['gender', 'country', 'region', 'min_age', 'max_age', 'page', 'network', '_force_domain'] },
  { path: '/api/member.php', keys: ['id', '_force_domain'] },
  { path: '/api/logout.php', keys: ['next'] },
  { path: '/api/discountcode.php', keys: ['code', 'package', 'paymentmethod', 'welcome', 'timebonus', 'offer'] },
];

const as = (who: 'member' | 'visitor') => (who === 'member' ? member.agent : null);

describe.each(QUERIES)('GET $path?…', ({ path, keys }) => {
  it.each(['member', 'visitor'] as const)('never answers 5xx as a %s, and a refusal changes nothing', async (who) => {
    await fuzz(
      queryString(keys),
      async (query) => {
        // Logging out would end the fuzzing member's session: that run goes as a visitor.
        const from = path === '/api/logout.php' ? null : as(who);
        await expectSafeAnswer(t, [member.id], () => rawRequest(t, from, 'GET', `${path}${query}`, {}));
      },
      40,
    );
  });
});

// Path segments: any text, escaped or raw traversal attempts, over-long names, the real file names.
const segment = fc.oneof(
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..', 'a'.repeat(300) + '.jpg', '%00.jpg', '%zz', 'x.jpg%00.png'),
  fc.stringMatching(/^[0-9a-f]{32}(_t)?\.jpg$/),
);

describe('GET /api/media/…', () => {
  it('never answers 5xx for any public file name', async () => {
    await fuzz(segment, async (file) => {
      await expectSafeAnswer(t, [member.id], () => rawRequest(t, null, 'GET', `/api/media/${file}`, {}));
    });
  });

  it('never answers 5xx for any private link, and a tampered one gives no file', async () => {
    const file = privateLink.pathname.split('/').at(-1) ?? '';
    const id = fc.oneof(fc.integer().map(String), segment, fc.constant(privateLink.pathname.split('/').at(-2) ?? ''));
    const link = fc.tuple(id, fc.oneof(segment, fc.constant(file)), queryString(['expires', 'signature']));
    await fuzz(link, async ([photoId, name, query]) => {
      const res = await expectSafeAnswer(t, [member.id], () => rawRequest(t, null, 'GET', `/api/media/private/${photoId}/${name}${query}`, {}));
      // Only the link exactly as signed opens the file; the fuzzer cannot forge a signature.
      if (res.status === 200) throw new Error(`a forged private link was served: ${photoId}/${name}${query}`);
    });
  });
});
