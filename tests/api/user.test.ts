import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs, signUpMember } from '../factories/accounts';
import { bodyOf, errorOf, setCookieOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { pushSubscriptions, sessions, users } from '@/server/db/schema';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>, agent = t.agent()) => agent.post('/api/user.php', body);
const subscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
});

describe('GET /api/user.php', () => {
  it('asks a visitor to log in (403 authentication_required)', async () => {
    const res = await t.agent().get('/api/user.php', { 'x-request-type': 'client' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ error: 'authentication_required', message: 'Je moet ingelogd zijn.' });
  });

  it('treats an unknown session cookie as logged out', async () => {
    const res = await t.agent().get('/api/user.php', { cookie: 'session=forged-token' });
    expect(res.status).toBe(403);
  });

  it('logs out a member whose account goes into the deletion period', async () => {
    const { agent, user } = await signUpMember(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await agent.get('/api/user.php')).status).toBe(403);
  });

  it('shows the member their account and profile', async () => {
    const member = await insertMember(t.db, { name: 'Sanne', gender: 'female', age: 41, user: { credits: 12, paidUser: true } });
    const agent = await loginAs(t, member);
    const res = await agent.get('/api/user.php');
    const { user } = await bodyOf<{ user: UserDto }>(res);
    expect(user).toMatchObject({ id: member.id, email: member.email, status: 'confirmed', credits: 12, paid_user: true, notifications_disabled: [] });
    expect(user.profile).toMatchObject({ name: 'Sanne', age: 41, photos: [], photo_limit: 25 });
  });
});

describe('POST /api/user.php (login)', () => {
  it('logs a member in with the right password', async () => {
    const member = await insertMember(t.db);
    const agent = t.agent();
    const res = await login({ email: member.email.toUpperCase(), password: member.password }, agent);
    expect(res.status).toBe(200);
    expect((await bodyOf<{ user: UserDto }>(res)).user.id).toBe(member.id);
    const cookie = setCookieOf(res, 'session');
    expect(cookie?.attributes.get('max-age')).toBe(String(30 * 86_400));
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect((await agent.get('/api/user.php')).status).toBe(200);
    const [row] = await t.db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, member.id));
    expect(row.lastLoginAt).toBeInstanceOf(Date);
  });

  it("says 'Login mislukt, probeer opnieuw' for a wrong password or an unknown address", async () => {
    const member = await insertMember(t.db);
    for (const body of [
      { email: member.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'secret12' },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toEqual({ error: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
      expect(setCookieOf(res, 'session')).toBeNull();
    }
  });

  it('refuses an account that is being deleted, telling the owner how to restore it', async () => {
    const member = await insertMember(t.db, { user: { deletedAt: new Date() } });
    const res = await login({ email: member.email, password: member.password });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('account_in_deletion');
    expect(setCookieOf(res, 'session')).toBeNull();
  });

  it('asks for the missing fields', async () => {
    const res = await login({ email: 'not-an-address' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ email: 'Ongeldige e-mail', password: 'Dit veld is verplicht.' });
  });

  it('gives a new session token at each login', async () => {
    const member = await insertMember(t.db);
    const agent = t.agent();
    const first = setCookieOf(await login({ email: member.email, password: member.password }, agent), 'session');
    const second = setCookieOf(await login({ email: member.email, password: member.password }, agent), 'session');
    expect(first?.value).toBeTruthy();
    expect(second?.value).toBeTruthy();
    expect(second?.value).not.toBe(first?.value);
  });

  describe('guessing passwords', () => {
    it('locks the account after 5 failed logins', async () => {
      const member = await insertMember(t.db);
      for (let i = 1; i <= 4; i++) {
        expect((await login({ email: member.email, password: `guess-${i}` })).status).toBe(401);
      }
      const fifth = await login({ email: member.email, password: 'guess-5' });
      expect(fifth.status).toBe(429);
      expect(fifth.headers.get('retry-after')).toBe('900');
      expect(await errorOf(fifth)).toMatchObject({
        error: 'account_locked',
        message: 'Te veel foute pogingen, account voor 15 min geblokkeerd.',
      });
    });

    it('keeps a locked account locked even with the right password', async () => {
      const member = await insertMember(t.db);
      for (let i = 1; i <= 5; i++) await login({ email: member.email, password: `guess-${i}` });
      const res = await login({ email: member.email, password: member.password });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('900');
      expect((await errorOf(res)).message).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
      expect(setCookieOf(res, 'session')).toBeNull();
    });

    it('forgets earlier failures after a successful login', async () => {
      const member = await insertMember(t.db);
      for (let i = 1; i <= 4; i++) await login({ email: member.email, password: `guess-${i}` });
      expect((await login({ email: member.email, password: member.password })).status).toBe(200);
      for (let i = 1; i <= 4; i++) {
        expect((await login({ email: member.email, password: `again-${i}` })).status).toBe(401);
      }
    });

    it('locks the address, not the browser: another member can still log in', async () => {
      const victim = await insertMember(t.db);
      const other = await insertMember(t.db);
      const agent = t.agent();
      for (let i = 1; i <= 5; i++) await login({ email: victim.email, password: `guess-${i}` }, agent);
      expect((await login({ email: other.email, password: other.password }, agent)).status).toBe(200);
    });
  });
});

describe('PUT /api/user.php (language)', () => {
  it('refuses a language we do not offer and keeps the old one', async () => {
    const { agent, user } = await signUpMember(t);
    const res = await agent.put('/api/user.php', { language: 'xx' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ language: 'Kies een geldige optie.' });
    expect(setCookieOf(res, 'NEXT_LOCALE')).toBeNull();
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row.language).toBe('nl');
  });

  it('saves the language and remembers it in the NEXT_LOCALE cookie for a year', async () => {
    const { agent, user } = await signUpMember(t);
    const res = await agent.put('/api/user.php', { language: 'de' });
    expect(res.status).toBe(200);
    expect((await bodyOf<{ user: UserDto }>(res)).user.language).toBe('de');
    const cookie = setCookieOf(res, 'NEXT_LOCALE');
    expect(cookie?.value).toBe('de');
    expect(cookie?.attributes.get('max-age')).toBe(String(365 * 86_400));
    expect(cookie?.attributes.get('path')).toBe('/');
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row.language).toBe('de');
    expect((await bodyOf<{ user: UserDto }>(await agent.get('/api/user.php'))).user.language).toBe('de');
  });

  it('answers the member in the language they chose', async () => {
    const { agent } = await signUpMember(t);
    await agent.put('/api/user.php', { language: 'de' });
    const res = await agent.put('/api/user.php', { language: 'xx' });
    expect((await errorOf(res)).fields).toEqual({ language: 'Bitte wähle eine gültige Option.' });
    // The saved language counts even without the cookie, e.g. on another device.
    agent.cookies.delete('NEXT_LOCALE');
    const again = await agent.put('/api/user.php', { language: 'xx' });
    expect((await errorOf(again)).fields).toEqual({ language: 'Bitte wähle eine gültige Option.' });
  });

  it('asks a visitor to log in', async () => {
    const res = await t.agent().put('/api/user.php', { language: 'de' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('POST /api/user.php?push=1', () => {
  it("stores this browser's push subscription", async () => {
    const { agent, user } = await signUpMember(t);
    const res = await agent.post('/api/user.php?push=1', { subscription: subscription('https://fcm.googleapis.com/fcm/send/endpoint-1') });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/endpoint-1', auth: 'tBHItJI5svbpez7KI4CCXg' });
  });

  it('keeps one row per browser when the same subscription is sent again', async () => {
    const { agent, user } = await signUpMember(t);
    const body = { subscription: subscription('https://fcm.googleapis.com/fcm/send/endpoint-2') };
    await agent.post('/api/user.php?push=1', body);
    await agent.post('/api/user.php?push=1', body);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(1);
  });

  it("remembers that the member said no ('denied')", async () => {
    const { agent, user } = await signUpMember(t);
    const res = await agent.post('/api/user.php?push=1', { subscription: 'denied' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select({ pushDeniedAt: users.pushDeniedAt }).from(users).where(eq(users.id, user.id));
    expect(row.pushDeniedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
  });

  it('refuses something that is not a subscription and stores nothing', async () => {
    const { agent, user } = await signUpMember(t);
    const res = await agent.post('/api/user.php?push=1', { subscription: { endpoint: 'not a url', keys: {} } });
    expect(res.status).toBe(422);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(0);
  });

  it('asks a visitor to log in and does not treat the body as a login', async () => {
    const member = await insertMember(t.db);
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    const res = await t.agent().post('/api/user.php?push=1', { subscription: 'denied', email: member.email, password: member.password });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(before.length);
  });
});
