import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { loggedInMember } from '../factories/accounts';
import { translate } from '@/server/i18n/translate';
import type { Locale } from '@/shared/constants';

// §7: an answer is in the language the page is in: the language cookie, else the member's saved
// language, else the site's domain_language. That holds for refusals raised before any handler runs
// (origin check, body rules, rate limits, unknown routes, photo files) as much as for the rest.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: 'uk.localhost', name: 'Amora UK', niche: 1, domainLanguage: 'en-GB' }] });
});
afterAll(() => t.close());

const EVIL = { origin: 'https://evil.example' };
const cookie = (locale: Locale) => ({ cookie: `NEXT_LOCALE=${locale}` });

/** The message of an `Errors` key as a member reading that language sees it; never the Dutch one by accident. */
function said(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const text = translate(locale, `Errors.${key}`, values);
  if (locale !== 'nl') expect(text, `${locale} Errors.${key} is still Dutch`).not.toBe(translate('nl', `Errors.${key}`, values));
  return text;
}

describe('refusals before any handler runs', () => {
  it.each<Locale>(['de', 'fr', 'pl', 'fi'])('refuses a mutation from another site in %s when that is the chosen language', async (locale) => {
    const res = await t.agent().post('/api/page-hidden.php', {}, { ...EVIL, ...cookie(locale) });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ error: 'origin_rejected', message: said(locale, 'originRejected') });
    expect(res.headers.get('content-language')).toBe(locale);
  });

  it("words the origin refusal in the member's saved language when there is no cookie", async () => {
    const { agent } = await loggedInMember(t, { user: { language: 'it' } });
    const res = await agent.put('/api/user.php', { language: 'de' }, EVIL);
    expect(await errorOf(res)).toEqual({ error: 'origin_rejected', message: said('it', 'originRejected') });
  });

  it("words it in the site's language for a visitor without a cookie", async () => {
    const dutch = await t.agent().post('/api/page-hidden.php', {}, EVIL);
    expect((await errorOf(dutch)).message).toBe('Dit verzoek komt niet van deze site.');
    const english = await t.agent('uk.localhost').post('/api/page-hidden.php', {}, EVIL);
    expect((await errorOf(english)).message).toBe(said('en', 'originRejected'));
  });

  it.each<Locale>(['es', 'sv', 'da'])('answers an unknown path and a method a path does not take with 404 in %s', async (locale) => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here.php'],
      ['DELETE', '/api/user.php'],
      ['PATCH', '/api/members.php'],
    ]) {
      const res = await t.agent().request(method, path, undefined, cookie(locale));
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await errorOf(res)).toEqual({ error: 'not_found', message: said(locale, 'notFound') });
    }
  });

  it('answers a missing photo file, served before the request context, in the chosen or the site language', async () => {
    const chosen = await t.agent().get('/api/media/0123456789abcdef0123456789abcdef.jpg', cookie('no'));
    expect(chosen.status).toBe(404);
    expect(await errorOf(chosen)).toEqual({ error: 'not_found', message: said('no', 'notFound') });
    const site = await t.agent('uk.localhost').get('/api/media/not-a-photo.txt');
    expect(await errorOf(site)).toEqual({ error: 'not_found', message: said('en', 'notFound') });
  });

  it.each<Locale>(['en', 'sv'])('refuses a body that is not JSON with 415 in %s', async (locale) => {
    const res = await t.agent().post('/api/user.php', {}, { ...cookie(locale), 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).message).toBe(said(locale, 'unsupportedMediaType'));
  });

  it.each<Locale>(['fr', 'fi'])('refuses a body over 64 KiB with 413 in %s', async (locale) => {
    const body = { email: 'a@example.com', password: 'x'.repeat(70 * 1024) };
    const res = await t.agent(undefined, { ip: t.newIp() }).post('/api/user.php', body, cookie(locale));
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ error: 'body_too_large', message: said(locale, 'bodyTooLarge', { kb: 64 }) });
  });

  it.each<Locale>(['pl', 'es'])('answers the 11th reset request of an hour with 429 in %s', async (locale) => {
    const browser = t.agent(undefined, { ip: t.newIp() });
    for (let i = 0; i < 10; i++) await browser.post('/api/reset-password.php', { email: `nobody-${i}@example.com` }, cookie(locale));
    const res = await browser.post('/api/reset-password.php', { email: 'nobody-else@example.com' }, cookie(locale));
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toEqual({ error: 'rate_limited', message: said(locale, 'rateLimited') });
  });
});

describe("a refused login without a language cookie, in the account's language", () => {
  const login = (ip: string, email: string, password: string, headers = {}) => t.agent(undefined, { ip }).post('/api/user.php', { email, password }, headers);

  it('tells a German member on the Dutch site that the login failed, in German', async () => {
    const member = await insertMember(t.db, { user: { language: 'de' } });
    const res = await login(t.newIp(), member.email, 'not-the-password');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ error: 'login_failed', message: said('de', 'loginFailed') });
    // The Dutch login page marks the German message as German.
    expect(res.headers.get('content-language')).toBe('de');
  });

  it('keeps the language the visitor chose with the cookie', async () => {
    const member = await insertMember(t.db, { user: { language: 'de' } });
    const res = await login(t.newIp(), member.email, 'not-the-password', cookie('fr'));
    expect((await errorOf(res)).message).toBe(said('fr', 'loginFailed'));
  });

  it('words the lock after the 5th wrong password in the account language, and so the locked retry', async () => {
    const member = await insertMember(t.db, { user: { language: 'pl' } });
    const ip = t.newIp();
    for (let i = 1; i <= 4; i++) expect((await login(ip, member.email, `guess-${i}`)).status).toBe(401);
    const fifth = await login(ip, member.email, 'guess-5');
    expect(fifth.status).toBe(429);
    expect((await errorOf(fifth)).message).toBe(said('pl', 'accountLocked', { minutes: 15 }));
    const locked = await login(ip, member.email, member.password);
    expect(await errorOf(locked)).toMatchObject({ error: 'account_locked', message: said('pl', 'accountLocked', { minutes: 15 }) });
  });

  it("answers an unknown address in the site's language", async () => {
    const res = await login(t.newIp(), 'nobody-at-all@example.com', 'whatever-1');
    expect(await errorOf(res)).toEqual({ error: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
  });

  it('tells whether an address has an account no faster than sign-up does: 10 an hour per address', async () => {
    const ip = t.newIp();
    const members = await Promise.all(Array.from({ length: 11 }, () => insertMember(t.db, { user: { language: 'sv' } })));
    const messages: string[] = [];
    for (const member of members) messages.push((await errorOf(await login(ip, member.email, 'not-the-password'))).message);
    expect(messages.slice(0, 10)).toEqual(Array(10).fill(said('sv', 'loginFailed')));
    expect(messages[10]).toBe('Login mislukt, probeer opnieuw');
  });

  it('spends that budget on unknown addresses as well, so both cost the same', async () => {
    const ip = t.newIp();
    for (let i = 0; i < 10; i++) await login(ip, `unknown-${i}@example.com`, 'not-the-password');
    const member = await insertMember(t.db, { user: { language: 'sv' } });
    expect((await errorOf(await login(ip, member.email, 'not-the-password'))).message).toBe('Login mislukt, probeer opnieuw');
  });
});
