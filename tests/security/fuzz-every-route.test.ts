import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { insertPhoto } from '../factories/members';
import { grantCredits, sentText } from '../factories/chat';
import { rawRequest, SAME_SITE_JSON, signedIn, type SignedIn } from './support/browsers';
import { expectSafeAnswer, fuzz, jsonScalar } from './support/fuzz';
import { app } from '@/server/api/app';

// Every route the API registers (read from the app itself, so a new endpoint is fuzzed without being
// listed), as a signed-in member: query strings and JSON bodies whose values are strings with NUL
// characters, ids beyond the integer column's range, real ids and anything else. No 5xx ever, and
// a refusal changes nothing (support/fuzz.ts). Fewer runs per route than the endpoint fuzzers, as
// there are many routes; FUZZ_RUNS widens every file alike.

let t: TestApp;
let bystander: SignedIn;
const realIds: number[] = [];
const watched: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  bystander = await signedIn(t, { user: { paidUser: true } });
  await grantCredits(t.db, bystander.id, 50);
  const partner = await signedIn(t);
  watched.push(bystander.id, partner.id);
  const sent = await sentText(bystander.agent, partner.id, 'Hoi');
  realIds.push(bystander.id, partner.id, sent.conversation.id, sent.message.id, (await insertPhoto(t.db, bystander.id, { main: true })).id);
});
afterAll(() => t.close());

// The event stream stays open by design; its one parameter (last_event_id) is tried in tests/api/events.test.ts.
const OPEN_STREAMS = new Set(['GET /api/events.php']);
const ROUTES = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))]
  .filter((route) => !OPEN_STREAMS.has(route))
  .map((route) => {
    const [method, path] = route.split(' ');
    return { method, path };
  });

// Every field name the API reads somewhere, so each route meets its own among them.
const KEYS = [
  'id',
  'profile',
  'conversation',
  'message',
  'package',
  'before',
  'region',
  'region_id',
  'page',
  'token',
  'country',
  'locale',
  'lat',
  'lon',
  'gender',
  'name',
  'about',
  'text',
  'city',
  'email',
  'password',
  'password_repeat',
  'old_password',
  'language',
  'reason',
  'code',
  'discountcode',
  'idempotency_key',
  'nonce',
  'gift',
  'hidden',
  'decision',
  'status',
  'paymentmethod',
  'main',
  'is_private',
  'iban',
  'otp',
  'remarks',
  'interests',
  'size',
  'expires',
  'signature',
  'next',
  'welcome',
  'min_age',
  'max_age',
  'date_of_birth',
  'terms',
  'push',
] as const;

const BEYOND_INT4 = [2 ** 31, 2 ** 31 + 1, 2 ** 32, 2 ** 53 + 1, 9_223_372_036_854_775_807, 1e20];

const withNul = fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([a, b]) => `${a}\u0000${b}`);
const beyondRange = fc.oneof(fc.constantFrom(...BEYOND_INT4), fc.constantFrom(...BEYOND_INT4).map(String), fc.constant('9223372036854775808'));
const value = () => fc.oneof(withNul, withNul, beyondRange, beyondRange, fc.constantFrom(...realIds), jsonScalar);

const body = () => fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(value(), fc.array(value(), { maxLength: 3 })), { maxKeys: 5 });
const query = () =>
  fc
    .dictionary(
      fc.constantFrom(...KEYS),
      value().map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      { maxKeys: 5 },
    )
    .map((pairs) => `?${new URLSearchParams(pairs).toString()}`);
const segment = () => fc.oneof(withNul.map(encodeURIComponent), beyondRange.map(String), fc.constantFrom(...realIds).map(String));

describe.each(ROUTES)('$method $path', ({ method, path }) => {
  it('never answers 5xx to NUL characters or ids beyond the range, and a refusal changes nothing', async () => {
    // A member of their own per route: a logout or a block ends only this route's runs' session.
    const fuzzer = await signedIn(t);
    const input = fc.tuple(query(), body(), segment(), segment());
    await fuzz(
      input,
      async ([search, json, first, second]) => {
        const target = path.replace(':id', first).replace(':file', second);
        const init = method === 'GET' ? {} : { body: JSON.stringify(json), headers: SAME_SITE_JSON };
        await expectSafeAnswer(t, [fuzzer.id, ...watched], () => rawRequest(t, fuzzer.agent, method, `${target}${search}`, init));
      },
      Number(process.env.FUZZ_RUNS ?? 15),
    );
  });
});
