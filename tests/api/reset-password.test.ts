import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { bodyOf, errorOf, retryAfterWithin, setCookieOf } from '../factories/http';
import { subjectOf } from '../factories/mail';
import { insertMember, type InsertedMember } from '../factories/members';
import { emailTokens } from '@/server/db/schema';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request from its own address, unless a browser is given: the per-IP limit is tested elsewhere.
const requestReset = (email: string, agent = t.agent(undefined, { ip: t.newIp() })) => agent.post('/api/reset-password.php', { email });
const login = (email: string, password: string) => t.agent().post('/api/user.php', { email, password });

/** Asks for a reset mail and returns the token from its link. */
async function mailedToken(member: InsertedMember): Promise<string> {
  const res = await requestReset(member.email);
  expect(res.status).toBe(200);
  const link = new URL(t.mail.linkFor(member.email));
  expect(link.pathname).toBe('/reset-password/do');
  return link.searchParams.get('token') ?? '';
}

const resetTokens = (userId: number) =>
  t.db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset_password')));

describe('POST /api/reset-password.php', () => {
  it('mails a Dutch link to choose a new password', async () => {
    const member = await insertMember(t.db, { name: 'Joost' });
    await mailedToken(member);
    const mail = t.mail.mails.findLast((m) => m.to === member.email);
    expect(subjectOf(mail)).toBe('Nieuw wachtwoord voor Amora');
    expect(mail?.text).toContain('Hoi Joost, je hebt gevraagd om een nieuw wachtwoord voor Amora. De link is 2 uur geldig.');
  });

  it('mails a member in the language they chose', async () => {
    const member = await insertMember(t.db, { name: 'Jonas', user: { language: 'de' } });
    await mailedToken(member);
    const mail = t.mail.mails.findLast((m) => m.to === member.email);
    expect(subjectOf(mail)).toBe('Neues Passwort für Amora');
  });

  it('links only to a domain of the site, whatever host the request names', async () => {
    const member = await insertMember(t.db);
    for (const [host, path] of [
      ['evil.example', '/api/reset-password.php'],
      ['localhost', '/api/reset-password.php?_force_domain=evil.example'],
    ]) {
      const res = await t.agent(host).post(path, { email: member.email });
      expect(res.status).toBe(200);
      expect(new URL(t.mail.linkFor(member.email)).origin, `${host}${path}`).toBe('http://localhost');
    }
  });

  it('points a *.localhost site to the port this server serves on, whatever port the request names', async () => {
    const member = await insertMember(t.db);
    t.container.serverPort = 3000;
    try {
      await t.agent('localhost:6666').post('/api/reset-password.php', { email: member.email });
    } finally {
      t.container.serverPort = undefined;
    }
    expect(new URL(t.mail.linkFor(member.email)).origin).toBe('http://localhost:3000');
  });

  it("says 'E-mailadres niet gevonden' for an unknown address and mails nothing", async () => {
    const mails = t.mail.mails.length;
    const res = await requestReset('nobody@example.com');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ error: 'email_not_found', fields: { email: 'E-mailadres niet gevonden' } });
    expect(t.mail.mails).toHaveLength(mails);
  });

  it('does not mail an account that is being deleted', async () => {
    const member = await insertMember(t.db, { user: { deletedAt: new Date() } });
    const res = await requestReset(member.email);
    expect(res.status).toBe(404);
    expect(await resetTokens(member.id)).toHaveLength(0);
  });

  it("refuses 'Ongeldige e-mail'", async () => {
    const res = await requestReset('no-at-sign');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ email: 'Ongeldige e-mail' });
  });

  it('sends at most 3 mails a day per address asking: the 4th request is 429', async () => {
    const member = await insertMember(t.db);
    const browser = t.agent(undefined, { ip: t.newIp() });
    const firstAsked = Date.now();
    for (let i = 0; i < 3; i++) expect((await requestReset(member.email, browser)).status).toBe(200);
    const mails = t.mail.mails.length;
    const fourth = await requestReset(member.email, browser);
    expect(fourth.status).toBe(429);
    const { retryAfter, earliest } = retryAfterWithin(fourth, 86_400, firstAsked);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(retryAfter).toBeGreaterThanOrEqual(earliest);
    expect(await errorOf(fourth)).toEqual({
      error: 'reset_limit',
      message: 'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
    });
    expect(t.mail.mails).toHaveLength(mails);
    expect(await resetTokens(member.id)).toHaveLength(3);
  });

  it("does not let a stranger spend the owner's mails: the owner's own request still gets one", async () => {
    const member = await insertMember(t.db);
    const stranger = t.agent(undefined, { ip: t.newIp() });
    for (let i = 0; i < 4; i++) await requestReset(member.email, stranger);
    expect((await requestReset(member.email, stranger)).status).toBe(429);
    const owner = t.agent(undefined, { ip: t.newIp() });
    expect((await requestReset(member.email, owner)).status).toBe(200);
    expect(await resetTokens(member.id)).toHaveLength(4);
  });

  it('mails one account at most 10 times a day, however many addresses ask', async () => {
    const member = await insertMember(t.db);
    for (let i = 0; i < 10; i++) expect((await requestReset(member.email)).status).toBe(200);
    const res = await requestReset(member.email);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).error).toBe('reset_limit');
    expect(await resetTokens(member.id)).toHaveLength(10);
  });

  it('answers 429 to one address asking for many accounts', async () => {
    const browser = t.agent(undefined, { ip: t.newIp() });
    const members = await Promise.all(Array.from({ length: 11 }, () => insertMember(t.db)));
    const statuses: number[] = [];
    for (const member of members) statuses.push((await requestReset(member.email, browser)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const last = await requestReset(members[10].email, browser);
    expect(statuses[10]).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await errorOf(last)).toEqual({ error: 'rate_limited', message: 'Te veel verzoeken, probeer het zo opnieuw.' });
  });
});

describe('PUT /api/reset-password.php', () => {
  it('refuses a common or short new password and keeps the link usable', async () => {
    const member = await insertMember(t.db);
    const token = await mailedToken(member);
    for (const [password, message] of [
      ['iloveyou', 'Dit wachtwoord wordt te vaak gebruikt. Kies een wachtwoord dat moeilijker te raden is.'],
      ['kort-1', 'Je wachtwoord moet minstens 8 tekens lang zijn.'],
    ]) {
      const res = await t.agent().put('/api/reset-password.php', { token, password, password_repeat: password });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.password).toBe(message);
    }
    expect((await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-0', password_repeat: 'brand-new-0' })).status).toBe(200);
  });

  it('changes the password: the old one fails, the new one works', async () => {
    const member = await insertMember(t.db);
    const token = await mailedToken(member);
    const browser = t.agent();
    const res = await browser.put('/api/reset-password.php', { token, password: 'brand-new-1', password_repeat: 'brand-new-1' });
    expect(res.status).toBe(200);
    expect((await bodyOf<{ user: UserDto }>(res)).user.id).toBe(member.id);
    expect(setCookieOf(res, 'session')).not.toBeNull();
    expect((await browser.get('/api/user.php')).status).toBe(200);
    expect((await login(member.email, member.password)).status).toBe(401);
    expect((await login(member.email, 'brand-new-1')).status).toBe(200);
  });

  it('ends every other session of the member', async () => {
    const member = await insertMember(t.db);
    const laptop = await loginAs(t, member);
    const phone = await loginAs(t, member);
    const token = await mailedToken(member);
    await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-2', password_repeat: 'brand-new-2' });
    expect((await laptop.get('/api/user.php')).status).toBe(403);
    expect((await phone.get('/api/user.php')).status).toBe(403);
  });

  it("says 'De opgegeven wachtwoorden zijn niet gelijk.' and keeps the link usable", async () => {
    const member = await insertMember(t.db);
    const token = await mailedToken(member);
    const res = await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-3', password_repeat: 'brand-new-4' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ password_repeat: 'De opgegeven wachtwoorden zijn niet gelijk.' });
    expect((await login(member.email, member.password)).status).toBe(200);
    const retry = await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-3', password_repeat: 'brand-new-3' });
    expect(retry.status).toBe(200);
  });

  it("says 'Link verlopen of invalide, vraag een nieuwe e-mail aan' for an unknown token", async () => {
    const res = await t.agent().put('/api/reset-password.php', { token: 'this-token-was-never-sent', password: 'brand-new-5', password_repeat: 'brand-new-5' });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      error: 'link_invalid',
      message: 'Link verlopen of invalide, vraag een nieuwe e-mail aan',
      fields: { token: 'Link verlopen of invalide, vraag een nieuwe e-mail aan' },
    });
  });

  it('refuses a link that was used before and keeps the password chosen with it', async () => {
    const member = await insertMember(t.db);
    const token = await mailedToken(member);
    await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-6', password_repeat: 'brand-new-6' });
    const again = await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-7', password_repeat: 'brand-new-7' });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).message).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect((await login(member.email, 'brand-new-6')).status).toBe(200);
    expect((await login(member.email, 'brand-new-7')).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const member = await insertMember(t.db);
    const token = await mailedToken(member);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, member.id));
    const res = await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-8', password_repeat: 'brand-new-8' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error).toBe('link_invalid');
    expect((await login(member.email, member.password)).status).toBe(200);
  });

  it('does not accept an activation link as a reset link', async () => {
    const member = await insertMember(t.db, { user: { status: 'not_confirmed' } });
    const token = await mailedToken(member);
    await t.db.update(emailTokens).set({ purpose: 'activate' }).where(eq(emailTokens.userId, member.id));
    const res = await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-9', password_repeat: 'brand-new-9' });
    expect(res.status).toBe(422);
  });

  it('lifts a login lock: the member can log in with the new password at once', async () => {
    const member = await insertMember(t.db);
    for (let i = 1; i <= 5; i++) await login(member.email, `guess-${i}`);
    expect((await login(member.email, member.password)).status).toBe(429);
    const token = await mailedToken(member);
    await t.agent().put('/api/reset-password.php', { token, password: 'brand-new-10', password_repeat: 'brand-new-10' });
    expect((await login(member.email, 'brand-new-10')).status).toBe(200);
  });
});
