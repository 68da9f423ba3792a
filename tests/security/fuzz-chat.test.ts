import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { grantCredits, sentText } from '../factories/chat';
import { makeJpeg, photoForm } from '../factories/images';
import { GIFT_SLUGS } from '@/shared/gifts';
import { rawRequest, SAME_SITE_JSON, signedIn, type SignedIn } from './support/browsers';
import { bodyText, expectSafeAnswer, fuzz, jsonBody, jsonScalar, queryString } from './support/fuzz';

// Property-based fuzzing of the chat endpoints: any JSON body, query string or multipart form, as a
// member and as a visitor. No 5xx ever; a refusal changes nothing (support/fuzz.ts).

let t: TestApp;
let fuzzer: SignedIn;
let partner: SignedIn;
let conversationId: number;
beforeAll(async () => {
  t = await createTestApp();
  fuzzer = await signedIn(t, { user: { paidUser: true } });
  partner = await signedIn(t);
  await grantCredits(t.db, fuzzer.id, 10_000);
  conversationId = (await sentText(fuzzer.agent, partner.id, 'Hoi')).conversation.id;
});
afterAll(() => t.close());

const memberId = () => fc.oneof(fc.constantFrom(fuzzer.id, partner.id), jsonScalar);
const nonce = () => fc.oneof(fc.uuid(), jsonScalar);

const TARGETS = [
  {
    method: 'POST',
    path: '/api/message.php',
    body: () =>
      jsonBody(['profile', 'text', 'gift', 'nonce'], {
        profile: memberId(),
        text: fc.string({ unit: 'grapheme', maxLength: 1200 }),
        gift: fc.constantFrom(...GIFT_SLUGS, 'yacht'),
        nonce: nonce(),
      }),
  },
  { method: 'DELETE', path: '/api/chat.php', body: () => jsonBody(['conversation'], { conversation: fc.oneof(fc.constant(conversationId), jsonScalar) }) },
];

describe.each(TARGETS)('$method $path', ({ method, path, body }) => {
  it.each(['member', 'visitor'] as const)('never answers 5xx as a %s, and a refusal changes nothing', async (who) => {
    await fuzz(bodyText(body()), async (text) => {
      const from = who === 'member' ? fuzzer.agent : null;
      await expectSafeAnswer(t, [fuzzer.id, partner.id], () => rawRequest(t, from, method, path, { body: text, headers: SAME_SITE_JSON }));
    });
  });
});

const QUERIES = [
  { path: '/api/chats.php', keys: ['page'] },
  { path: '/api/chat.php', keys: ['conversation', 'profile', 'before'] },
  { path: '/api/gifts.php', keys: ['locale'] },
  { path: '/api/message-photo.php', keys: ['message', 'size'] },
];

describe.each(QUERIES)('GET $path?…', ({ path, keys }) => {
  it.each(['member', 'visitor'] as const)('never answers 5xx as a %s', async (who) => {
    await fuzz(
      queryString(keys),
      async (query) => {
        await expectSafeAnswer(t, [fuzzer.id], () => rawRequest(t, who === 'member' ? fuzzer.agent : null, 'GET', `${path}${query}`, {}));
      },
      40,
    );
  });
});

describe('POST /api/message.php as multipart', () => {
  it('never answers 5xx for any form fields beside a photo', async () => {
    const image = await makeJpeg({ width: 64, height: 48 });
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(String(partner.id), String(fuzzer.id), '', '-1', '1e9'));
    await fuzz(
      fc.record({ profile: field, nonce: fc.oneof(fc.uuid(), field) }),
      async ({ profile, nonce: key }) => {
        const form = photoForm(image);
        form.set('profile', profile);
        form.set('nonce', key);
        await expectSafeAnswer(t, [fuzzer.id, partner.id], () =>
          rawRequest(t, fuzzer.agent, 'POST', '/api/message.php', { body: form, headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } }),
        );
      },
      20,
    );
  });
});
