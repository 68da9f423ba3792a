import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { grantCredits } from '../factories/chat';
import { errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { stateOf } from '../security/support/state';
import type { Agent } from '../fixtures/agent';

// Bad input the way a tampering client sends it: ids past the integer column's range, and NUL
// characters (which PostgreSQL text cannot hold) in any string. Each is a clear answer in the
// member's language, never a 500, and changes nothing. The fuzzers try the same over every route
// (tests/security/fuzz-every-route.test.ts).

let t: TestApp;
let member: Awaited<ReturnType<typeof loggedInMember>>;
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await loggedInMember(t, { name: 'Mara', user: { paidUser: true } });
  await grantCredits(t.db, member.id, 100);
  other = (await insertMember(t.db, { name: 'Otto' })).id;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: (value: unknown) => Record<string, unknown> };

function send(agent: Agent, call: Call, value: unknown): Promise<Response> {
  if (call.method === 'GET') return agent.get(`${call.path}${encodeURIComponent(String(value))}`);
  return agent.request(call.method, call.path, call.body?.(value));
}

const BEYOND_RANGE = [2_147_483_648, '2147483648', '9223372036854775808', 1e20];

// Every endpoint that takes the id of an object, with the rest of a valid request.
const ID_CALLS: Call[] = [
  { method: 'GET', path: '/api/member.php?id=' },
  { method: 'GET', path: '/api/chat.php?profile=' },
  { method: 'GET', path: '/api/chat.php?conversation=' },
  { method: 'GET', path: '/api/message-photo.php?message=' },
  { method: 'GET', path: '/api/order.php?id=' },
  { method: 'POST', path: '/api/refund.php', body: (id) => ({ id }) },
  { method: 'POST', path: '/api/like.php', body: (profile) => ({ profile }) },
  { method: 'DELETE', path: '/api/like.php', body: (profile) => ({ profile }) },
  { method: 'PUT', path: '/api/likes.php', body: (profile) => ({ profile }) },
  { method: 'POST', path: '/api/block.php', body: (profile) => ({ profile }) },
  { method: 'DELETE', path: '/api/block.php', body: (profile) => ({ profile }) },
  { method: 'POST', path: '/api/report.php', body: (profile) => ({ profile, reason: 'spam' }) },
  { method: 'POST', path: '/api/swipe.php', body: (profile) => ({ profile, decision: 'like' }) },
  { method: 'POST', path: '/api/match-finder.php', body: (profile) => ({ profile }) },
  { method: 'PUT', path: '/api/photos.php', body: (id) => ({ id, main: true }) },
  { method: 'DELETE', path: '/api/photos.php', body: (id) => ({ id }) },
  { method: 'DELETE', path: '/api/chat.php', body: (conversation) => ({ conversation }) },
  { method: 'POST', path: '/api/message.php', body: (profile) => ({ profile, text: 'Hoi', nonce: randomUUID() }) },
];

describe('an id beyond the column’s range', () => {
  it.each(ID_CALLS)('is 404 on $method $path, and changes nothing', async (call) => {
    for (const id of BEYOND_RANGE) {
      const before = await stateOf(t.db, [member.id, other]);
      const res = await send(member.agent, call, id);
      expect(res.status, `${call.method} ${call.path} ${id}`).toBe(404);
      expect(await errorOf(res)).toEqual({ error: 'not_found', message: 'Niet gevonden.' });
      expect(await stateOf(t.db, [member.id, other])).toEqual(before);
    }
  });
});

const NUL_REFUSED = 'Dit veld bevat een teken dat niet is toegestaan.';

// String fields of valid requests, each given a NUL in the middle of ordinary text.
const STRING_CALLS: (Call & { field: string })[] = [
  { method: 'PUT', path: '/api/profile.php', field: 'about', body: (about) => ({ about }) },
  { method: 'PUT', path: '/api/profile.php', field: 'name', body: (name) => ({ name }) },
  { method: 'PUT', path: '/api/profile.php', field: 'city', body: (city) => ({ city }) },
  { method: 'PUT', path: '/api/profile.php', field: 'interests.1', body: (tag) => ({ interests: ['travel', tag] }) },
  { method: 'POST', path: '/api/message.php', field: 'text', body: (text) => ({ profile: other, text, nonce: randomUUID() }) },
  { method: 'POST', path: '/api/report.php', field: 'text', body: (text) => ({ profile: other, reason: 'spam', text }) },
  { method: 'POST', path: '/api/order.php', field: 'discountcode', body: (discountcode) => ({ package: 1, paymentmethod: 'ideal', discountcode }) },
  { method: 'PUT', path: '/api/user.php', field: 'language', body: (language) => ({ language }) },
  { method: 'GET', path: '/api/payment-simulator.php?id=', field: 'id' },
  { method: 'GET', path: '/api/members.php?country=', field: 'country' },
];

describe('a NUL character in a string', () => {
  it.each(STRING_CALLS)('is 422 on $field of $method $path, and changes nothing', async (call) => {
    const before = await stateOf(t.db, [member.id, other]);
    const res = await send(member.agent, call, 'Hallo\u0000daar');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ [call.field]: NUL_REFUSED });
    expect(await stateOf(t.db, [member.id, other])).toEqual(before);
  });

  it('is refused on the sign-up form in the language of the page', async () => {
    const res = await t
      .agent(undefined, { ip: t.newIp() })
      .post(
        '/api/signup.php',
        { name: 'Nu\u0000l', email: 'nul@example.com', password: 'Lang-genoeg-42', date_of_birth: '1990-01-01', terms: true },
        { cookie: 'NEXT_LOCALE=en' },
      );
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ error: 'validation_failed', fields: { name: 'This field contains a character that isn’t allowed.' } });
  });

  it('is refused in the provider’s webhook form, which stores nothing', async () => {
    const res = await t.app.request('/api/payment-webhook.php', {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_%00x',
    });
    expect(res.status).toBe(422);
  });
});
