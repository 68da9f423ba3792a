import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { setCookieOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { sessions } from '@/server/db/schema';
import { hashToken } from '@/server/services/auth/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const HTTPS = { 'x-forwarded-proto': 'https' };

async function logIn(headers: Record<string, string> = {}) {
  const member = await insertMember(t.db);
  const agent = t.agent();
  const res = await agent.post('/api/user.php', { email: member.email, password: member.password }, headers);
  expect(res.status).toBe(200);
  return { member, agent, res };
}

const lastSeen = async (token: string) =>
  (
    await t.db
      .select({ at: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]?.at;

const ageSession = (token: string, days: number) =>
  t.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(sessions.tokenHash, hashToken(token)));

describe('the session cookie', () => {
  it('is named __Host-session over HTTPS: Secure, Path=/, no Domain', async () => {
    const { res, agent } = await logIn(HTTPS);
    const cookie = setCookieOf(res, '__Host-session');
    expect(cookie?.attributes.has('secure')).toBe(true);
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('domain')).toBe(false);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(setCookieOf(res, 'session')).toBeNull();
    expect((await agent.get('/api/user.php', HTTPS)).status).toBe(200);
  });

  it('keeps the plain name over HTTP, where a __Host- cookie cannot be set', async () => {
    const { res } = await logIn();
    expect(setCookieOf(res, 'session')?.attributes.has('secure')).toBe(false);
    expect(setCookieOf(res, '__Host-session')).toBeNull();
  });

  it('is read under both names', async () => {
    const { agent } = await logIn();
    const token = agent.cookies.get('session');
    expect((await t.agent().get('/api/user.php', { cookie: `__Host-session=${token}` })).status).toBe(200);
    expect((await t.agent().get('/api/user.php', { cookie: `session=${token}` })).status).toBe(200);
  });

  it('is cleared under both names at logout', async () => {
    const { agent } = await logIn(HTTPS);
    const res = await agent.get('/api/logout.php', HTTPS);
    expect(setCookieOf(res, '__Host-session')?.attributes.get('max-age')).toBe('0');
    expect((await agent.get('/api/user.php', HTTPS)).status).toBe(403);
  });
});

describe('session lifetime', () => {
  it('ends a session unused for 7 days, within its 30 days', async () => {
    const { agent } = await logIn();
    await ageSession(agent.cookies.get('session')!, 8);
    expect((await agent.get('/api/user.php')).status).toBe(403);
  });

  it('keeps a session used within 7 days and records the use', async () => {
    const { agent } = await logIn();
    const token = agent.cookies.get('session')!;
    await ageSession(token, 6);
    expect((await agent.get('/api/user.php')).status).toBe(200);
    expect(Date.now() - (await lastSeen(token))!.getTime()).toBeLessThan(60_000);
  });

  it('writes the use at most once an hour', async () => {
    const { agent } = await logIn();
    const token = agent.cookies.get('session')!;
    const recent = new Date(Date.now() - 30 * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: recent })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await agent.get('/api/user.php')).status).toBe(200);
    expect((await lastSeen(token))!.getTime()).toBe(recent.getTime());
  });
});

describe('a login', () => {
  it('replaces the session the browser had before', async () => {
    const member = await insertMember(t.db);
    const agent = await loginAs(t, member);
    const first = agent.cookies.get('session')!;
    await agent.post('/api/user.php', { email: member.email, password: member.password });
    const second = agent.cookies.get('session')!;
    expect(second).not.toBe(first);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(first))),
    ).toHaveLength(0);
    expect((await t.agent().get('/api/user.php', { cookie: `session=${first}` })).status).toBe(403);
    expect((await agent.get('/api/user.php')).status).toBe(200);
  });

  it("leaves the member's sessions in other browsers alone", async () => {
    const member = await insertMember(t.db);
    const laptop = await loginAs(t, member);
    await loginAs(t, member);
    expect((await laptop.get('/api/user.php')).status).toBe(200);
  });
});
