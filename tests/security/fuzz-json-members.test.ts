import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertPhoto } from '../factories/members';
import { COUNTRIES, GENDERS, LOCALES, SEXUALITIES } from '@/shared/constants';
import { REPORT_REASONS } from '@/shared/schemas/safety';
import { rawRequest, SAME_SITE_JSON, signedIn, type SignedIn } from './support/browsers';
import { bodyText, expectSafeAnswer, fuzz, jsonBody, jsonScalar } from './support/fuzz';

// Property-based fuzzing of every JSON endpoint a signed-in member calls: any shape and value of
// body, from a page of this site. No 5xx ever; a refusal changes nothing (support/fuzz.ts).

let t: TestApp;
let fuzzer: SignedIn;
let bystander: SignedIn;
let photoIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  fuzzer = await signedIn(t);
  bystander = await signedIn(t);
  photoIds = [];
  for (const member of [fuzzer, bystander]) {
    photoIds.push((await insertPhoto(t.db, member.id, { main: true })).id, (await insertPhoto(t.db, member.id, { isPrivate: true })).id);
    photoIds.push((await insertPhoto(t.db, member.id)).id);
  }
});
afterAll(() => t.close());

// Some values from the field's own domain, so runs get past the first check and reach the service.
const photoId = () => fc.oneof(fc.constantFrom(...photoIds), jsonScalar);
const memberId = () => fc.oneof(fc.constantFrom(fuzzer.id, bystander.id), jsonScalar);
const option = (values: readonly (string | null)[]) => fc.constantFrom(...values, null);

const PROFILE_KEYS = [
  'name',
  'gender',
  'looking_for_gender',
  'sexuality',
  'country',
  'region_id',
  'city',
  'show_city',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'reason',
  'tattoos',
  'height_cm',
  'about',
  'interests',
  'special_data_consent',
] as const;

const subscription = () =>
  fc.oneof(
    fc.constant('denied'),
    jsonBody(['endpoint', 'expirationTime', 'keys'], {
      endpoint: fc.oneof(
        fc.webUrl({ withQueryParameters: true }),
        fc.constantFrom('https://10.0.0.1/x', 'https://[::1]/x', 'https://fcm.googleapis.com/fcm/send/x'),
      ),
      keys: jsonBody(['p256dh', 'auth'], { p256dh: fc.base64String({ maxLength: 120 }), auth: fc.base64String({ maxLength: 40 }) }),
    }),
  );

type Target = { method: string; path: string; body: () => fc.Arbitrary<unknown> };

const TARGETS: Target[] = [
  {
    method: 'PUT',
    path: '/api/profile.php',
    body: () =>
      jsonBody(PROFILE_KEYS, {
        gender: option(GENDERS),
        sexuality: option(SEXUALITIES),
        country: fc.constantFrom(...COUNTRIES),
        height_cm: fc.integer({ min: 100, max: 250 }),
        interests: fc.array(fc.oneof(fc.constantFrom('travel', 'music', 'bdsm'), fc.string({ maxLength: 45 })), { maxLength: 35 }),
        special_data_consent: fc.boolean(),
      }),
  },
  { method: 'PUT', path: '/api/user.php', body: () => jsonBody(['language'], { language: fc.constantFrom(...LOCALES, 'xx', 'NL') }) },
  { method: 'POST', path: '/api/user.php?push=1', body: () => jsonBody(['subscription'], { subscription: subscription() }) },
  {
    method: 'PUT',
    path: '/api/photos.php',
    body: () => jsonBody(['id', 'main', 'is_private'], { id: photoId(), main: fc.constant(true), is_private: fc.boolean() }),
  },
  { method: 'DELETE', path: '/api/photos.php', body: () => jsonBody(['id'], { id: photoId() }) },
  { method: 'POST', path: '/api/activate.php', body: () => jsonBody(['email']) },
  { method: 'POST', path: '/api/page-hidden.php', body: () => jsonBody(['hidden']) },
  { method: 'POST', path: '/api/block.php', body: () => jsonBody(['profile'], { profile: memberId() }) },
  { method: 'DELETE', path: '/api/block.php', body: () => jsonBody(['profile'], { profile: memberId() }) },
  { method: 'POST', path: '/api/discountcode.php', body: () => jsonBody(['offer'], { offer: fc.constantFrom('retention', 'RETENTION', 'welcome', '') }) },
  {
    method: 'POST',
    path: '/api/report.php',
    body: () =>
      jsonBody(['profile', 'reason', 'text'], {
        profile: memberId(),
        reason: fc.constantFrom(...REPORT_REASONS, 'FAKE', ''),
        text: fc.oneof(fc.string({ maxLength: 1200 }), fc.string({ unit: 'grapheme', maxLength: 1001 })),
      }),
  },
];

describe.each(TARGETS)('$method $path as a member', ({ method, path, body }) => {
  it('never answers 5xx, and a refusal changes nothing', async () => {
    await fuzz(bodyText(body()), async (text) => {
      await expectSafeAnswer(t, [fuzzer.id, bystander.id], () => rawRequest(t, fuzzer.agent, method, path, { body: text, headers: SAME_SITE_JSON }));
    });
  });
});
