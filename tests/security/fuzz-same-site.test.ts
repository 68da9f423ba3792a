import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { rawRequest, signedIn, type SignedIn } from './support/browsers';
import { expectSafeAnswer, fuzz } from './support/fuzz';

// Item 5 as a property: for any combination of Origin, Sec-Fetch-Site and Content-Type a member's
// browser might send, a mutation goes through exactly when it proves it comes from this site (a
// same-host Origin, or Sec-Fetch-Site: same-origin without a foreign Origin) and declares JSON.
// Everything else is refused (403 origin_rejected, else 415) and changes nothing.

let t: TestApp;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t);
});
afterAll(() => t.close());

const HOST = 'localhost';
const origin = fc.option(
  fc.oneof(
    fc.constantFrom(`http://${HOST}`, 'null', 'https://evil.example', `http://${HOST}.evil.example`, `http://${HOST}:8080`, 'http://127.0.0.1', ''),
    fc.string({ maxLength: 20 }),
  ),
  { nil: undefined },
);
const fetchSite = fc.option(fc.oneof(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'), fc.string({ maxLength: 12 })), { nil: undefined });
const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ),
    fc.string({ maxLength: 20 }),
  ),
  { nil: undefined },
);

function hostOf(value: string): string | null {
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}

/** What the issue asks of a mutation, written independently of the middleware. */
function expectedStatus(h: { origin?: string; fetchSite?: string; contentType?: string }): number {
  const foreignFetch = h.fetchSite === 'cross-site' || h.fetchSite === 'same-site';
  const namedOrigin = h.origin !== undefined && h.origin !== '' && h.origin !== 'null';
  const sameSite = !foreignFetch && (namedOrigin ? hostOf(h.origin as string) === HOST : h.fetchSite === 'same-origin');
  if (!sameSite) return 403;
  return /^application\/json\s*(;|$)/i.test(h.contentType ?? '') ? 200 : 415;
}

describe('PUT /api/user.php under any Origin, Sec-Fetch-Site and Content-Type', () => {
  it('goes through only from this site with JSON, and a refusal changes nothing', async () => {
    const headers = fc.record({ origin, fetchSite, contentType, language: fc.constantFrom('de', 'fr', 'nl') });
    await fuzz(
      headers,
      async (h) => {
        const sent: Record<string, string> = {};
        if (h.origin !== undefined) sent.origin = h.origin;
        if (h.fetchSite !== undefined) sent['sec-fetch-site'] = h.fetchSite;
        if (h.contentType !== undefined) sent['content-type'] = h.contentType;
        const body = JSON.stringify({ language: h.language });
        const res = await expectSafeAnswer(t, [member.id], () => rawRequest(t, member.agent, 'PUT', '/api/user.php', { body, headers: sent }));
        expect(res.status, JSON.stringify(sent)).toBe(expectedStatus(h));
      },
      100,
    );
  });
});
