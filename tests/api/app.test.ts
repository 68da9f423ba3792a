import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { signupForm, signUpMember } from '../factories/accounts';
import { countRows } from '../factories/db';
import { errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { sessions, users } from '@/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EVIL = { origin: 'https://evil.example' };

describe('unknown routes', () => {
  it('answers 404 in the JSON error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here.php'],
      ['POST', '/api/members.php'],
      ['DELETE', '/api/user.php'],
    ]) {
      const res = await t.agent().request(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await errorOf(res)).toEqual({ error: 'not_found', message: 'Niet gevonden.' });
    }
  });
});

describe('origin check on mutations', () => {
  it('refuses a signup posted from another site and stores nothing', async () => {
    const before = await countRows(t.db, users);
    const res = await t.agent().post('/api/signup.php', signupForm(), EVIL);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ error: 'origin_rejected', message: 'Dit verzoek komt niet van deze site.' });
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('refuses a login posted from another site', async () => {
    const member = await insertMember(t.db);
    const before = await countRows(t.db, sessions);
    const res = await t.agent().post('/api/user.php', { email: member.email, password: member.password }, EVIL);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('origin_rejected');
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it("refuses a member's change sent from another site", async () => {
    const { agent } = await signUpMember(t);
    const res = await agent.put('/api/user.php', { language: 'de' }, EVIL);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('origin_rejected');
  });

  it('refuses a look-alike origin', async () => {
    for (const origin of ['http://localhost.evil.example', 'http://evil.example/localhost', 'not a url']) {
      const res = await t.agent().post('/api/page-hidden.php', {}, { origin });
      expect(res.status, origin).toBe(403);
    }
  });

  it('accepts mutations from the site itself', async () => {
    expect((await t.agent().post('/api/page-hidden.php', {}, { origin: 'http://localhost', 'sec-fetch-site': null })).status).toBe(204);
    expect((await t.agent().post('/api/page-hidden.php', {}, { origin: null })).status).toBe(204);
  });

  it('lets pages of other sites read public data', async () => {
    expect((await t.agent().get('/api/interests.php', EVIL)).status).toBe(200);
  });
});
