import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertMember, type InsertedMember } from '../factories/members';
import { dateOfBirthForAge } from '../factories/dates';
import { GENDERS } from '@/shared/constants';
import { rawRequest, SAME_SITE_JSON } from './support/browsers';
import { bodyText, expectSafeAnswer, fuzz, jsonBody } from './support/fuzz';

// Property-based fuzzing of the JSON endpoints a visitor calls (login, signup, password reset, the
// page beacon): any body, each from an address of its own so the per-address limits stay out of the
// way. No 5xx ever; a refusal changes nothing, above all nothing of the member whose address is used.

let t: TestApp;
let member: InsertedMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await insertMember(t.db);
});
afterAll(() => t.close());

const email = () => fc.oneof(fc.constant(member.email), fc.constant(member.email.toUpperCase()), fc.emailAddress(), fc.string({ maxLength: 30 }));
const password = () => fc.oneof(fc.constant(member.password), fc.string({ minLength: 8, maxLength: 40 }), fc.constantFrom('password', '12345678', ''));
const birthDate = () =>
  fc.oneof(
    fc.integer({ min: 0, max: 130 }).map(dateOfBirthForAge),
    fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
  );

type Target = { method: string; path: string; body: () => fc.Arbitrary<unknown> };

const TARGETS: Target[] = [
  { method: 'POST', path: '/api/user.php', body: () => jsonBody(['email', 'password'], { email: email(), password: password() }) },
  {
    method: 'POST',
    path: '/api/signup.php',
    body: () =>
      jsonBody(
        [
          'email',
          'name',
          'password',
          'date_of_birth',
          'terms',
          'gender',
          'looking_for_gender',
          'signup_message',
          'ignore_email_suggestion',
          'network',
          'ref',
          'sub1',
          'sub2',
          'sub3',
        ],
        {
          email: email(),
          name: fc.string({ minLength: 1, maxLength: 40 }),
          password: password(),
          date_of_birth: birthDate(),
          terms: fc.constant(true),
          gender: fc.constantFrom(...GENDERS),
          looking_for_gender: fc.constantFrom(...GENDERS),
          sub1: fc.constantFrom('{sub1}', 'abc'),
        },
      ),
  },
  { method: 'POST', path: '/api/reset-password.php', body: () => jsonBody(['email'], { email: email() }) },
  {
    method: 'PUT',
    path: '/api/reset-password.php',
    body: () =>
      jsonBody(['token', 'password', 'password_repeat'], {
        token: fc.oneof(fc.stringMatching(/^[0-9a-f]{10,80}$/), fc.base64String({ maxLength: 80 })),
        password: password(),
        password_repeat: password(),
      }),
  },
  { method: 'POST', path: '/api/activate.php', body: () => jsonBody(['token']) },
  { method: 'POST', path: '/api/page-hidden.php', body: () => jsonBody(['hidden']) },
  { method: 'POST', path: '/api/block.php', body: () => jsonBody(['profile'], { profile: fc.constant(member.id) }) },
  { method: 'DELETE', path: '/api/block.php', body: () => jsonBody(['profile'], { profile: fc.constant(member.id) }) },
  {
    method: 'POST',
    path: '/api/report.php',
    body: () => jsonBody(['profile', 'reason', 'text'], { profile: fc.constant(member.id), reason: fc.constant('fake') }),
  },
];

describe.each(TARGETS)('$method $path as a visitor', ({ method, path, body }) => {
  it('never answers 5xx, and a refusal changes nothing', async () => {
    await fuzz(bodyText(body()), async (text) => {
      await expectSafeAnswer(t, [member.id], () => rawRequest(t, null, method, path, { body: text, headers: SAME_SITE_JSON }));
    });
  });
});
