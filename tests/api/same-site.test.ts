import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { countRows } from '../factories/db';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { loggedInMember, signupForm } from '../factories/accounts';
import { photoForm } from '../factories/images';
import { sessions, users } from '@/server/db/schema';
import type { SettingsDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: 'gay.localhost', name: 'Amora Men', niche: 7, domainLanguage: 'en-GB' }] });
});
afterAll(() => t.close());

const ORIGIN_REJECTED = { error: 'origin_rejected', message: 'Dit verzoek komt niet van deze site.' };

describe('mutations must come from a page of this site', () => {
  it('refuses a login without Origin or Sec-Fetch-Site and starts no session', async () => {
    const member = await insertMember(t.db);
    const before = await countRows(t.db, sessions);
    const res = await t.agent().post('/api/user.php', { email: member.email, password: member.password }, { origin: null, 'sec-fetch-site': null });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual(ORIGIN_REJECTED);
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('refuses Origin: null (a sandboxed frame or a data: page), unless the browser says it is same-origin', async () => {
    const member = await insertMember(t.db);
    const body = { email: member.email, password: member.password };
    expect((await t.agent().post('/api/user.php', body, { origin: 'null', 'sec-fetch-site': null })).status).toBe(403);
    expect((await t.agent().post('/api/user.php', body, { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('accepts Sec-Fetch-Site: same-origin alone, and refuses cross-site and same-site', async () => {
    const form = signupForm();
    expect((await t.agent().post('/api/signup.php', signupForm(), { origin: null, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await t.agent().post('/api/signup.php', signupForm(), { origin: null, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await t.agent().post('/api/signup.php', form, { origin: null })).status).toBe(201);
  });

  it('refuses a foreign Origin even when Sec-Fetch-Site claims same-origin', async () => {
    const res = await t.agent().post('/api/page-hidden.php', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('mutations must declare their body', () => {
  it('refuses a login sent as text/plain (what a cross-site form can send) with 415', async () => {
    const member = await insertMember(t.db);
    const before = await countRows(t.db, sessions);
    const res = await t.agent().post('/api/user.php', { email: member.email, password: member.password }, { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual({
      error: 'unsupported_media_type',
      message: 'Dit verzoek heeft een indeling die we niet ondersteunen.',
    });
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('refuses form encodings and a missing type on JSON endpoints', async () => {
    const before = await countRows(t.db, users);
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null]) {
      const res = await t.agent().post('/api/signup.php', signupForm(), { 'content-type': type });
      expect(res.status, String(type)).toBe(415);
    }
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('takes multipart only on the photo upload, and only multipart there', async () => {
    const { agent } = await loggedInMember(t);
    const json = await agent.post('/api/photos.php', { photo: 'x' });
    expect(json.status).toBe(415);
    const form = await agent.post('/api/photos.php', photoForm(Buffer.from('not an image'), { name: 'a.jpg', type: 'image/jpeg' }));
    expect(form.status).toBe(422);
  });

  it('accepts JSON with a charset, as a beacon Blob of application/json sends it', async () => {
    expect((await t.agent().post('/api/page-hidden.php', {}, { 'content-type': 'application/json;charset=UTF-8' })).status).toBe(204);
  });
});

describe('GET /api/logout.php', () => {
  it('logs out when the site itself asks', async () => {
    const { agent } = await loggedInMember(t);
    const res = await agent.get('/api/logout.php', { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/user.php')).status).toBe(403);
  });

  it('is refused when another site triggers it, and the member stays logged in', async () => {
    const { agent } = await loggedInMember(t);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const res = await agent.get('/api/logout.php', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await errorOf(res)).toEqual(ORIGIN_REJECTED);
    }
    expect((await agent.get('/api/user.php')).status).toBe(200);
  });
});

describe('_force_domain', () => {
  it('is honoured on GET /api/settings.php only', async () => {
    const { settings } = await bodyOf<{ settings: SettingsDto }>(await t.agent().get('/api/settings.php?_force_domain=gay.localhost'));
    expect(settings.name).toBe('Amora Men');
    const interests = await t.agent().get('/api/interests.php?_force_domain=gay.localhost');
    // The English site's language would be chosen if the foreign domain were borrowed.
    const names = (await bodyOf<{ interests: { name: string }[] }>(interests)).interests.map((i) => i.name);
    const own = (await bodyOf<{ interests: { name: string }[] }>(await t.agent().get('/api/interests.php'))).interests.map((i) => i.name);
    expect(names).toEqual(own);
  });
});
