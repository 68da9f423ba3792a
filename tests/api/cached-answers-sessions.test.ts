import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs } from '../factories/accounts';
import type { Agent } from '../fixtures/agent';
import { routeRequests } from '@/server/http/request-router';
import { serveCachedAnswers } from '@/server/http/cached-answers';
import { createCacheSet } from '@/server/cache/caches';
import { createRedisInvalidator } from '@/server/cache/invalidation';
import { forgetCachedSessions } from '@/server/services/auth/sessions';

// The direct path of settings.php and interests.php (src/server/http/cached-answers.ts) keeps the
// member behind a session cookie for a few seconds. Whatever ends the session or changes the
// member's language must show in its very next answer, not after that time.

let t: TestApp;
let server: Server;
let direct: string;

beforeAll(async () => {
  t = await createTestApp();
  const api = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
  const noPages = (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(404).end();
  server = createServer(
    serveCachedAnswers(
      routeRequests(api, noPages, () => false),
      { isStopping: () => false, trustProxy: false },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  direct = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const cookieOf = (agent: Agent) => [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The language settings.php and interests.php answer in for this cookie, read twice so the second read is a cached one. */
async function languages(cookie: string): Promise<{ settings: string; interests: string }> {
  const read = async () => {
    const headers = { host: 'localhost', cookie };
    const settings = (await (await fetch(`${direct}/api/settings.php`, { headers })).json()) as { settings: { locale: string } };
    const interests = (await (await fetch(`${direct}/api/interests.php`, { headers })).json()) as { interests: { name: string }[] };
    return { settings: settings.settings.locale, interests: interests.interests.map((i) => i.name).join() };
  };
  await read();
  return read();
}

/** A member who reads German, their cookie, and what a visitor without it is answered. */
async function germanMember() {
  const member = await loggedInMember(t, { user: { language: 'de' } });
  const cookie = cookieOf(member.agent);
  const visitor = await languages('');
  const german = await languages(cookie);
  expect(german.settings).toBe('de');
  expect(german.settings).not.toBe(visitor.settings);
  expect(german.interests).not.toBe(visitor.interests);
  return { member, cookie, visitor };
}

describe('the member behind a cookie on the direct path of the cached answers', () => {
  it('is gone at once after a logout', async () => {
    const { member, cookie, visitor } = await germanMember();
    expect((await member.agent.get('/api/logout.php')).status).toBe(200);
    expect(await languages(cookie)).toEqual(visitor);
  });

  it('is gone at once after the account is deleted', async () => {
    const { member, cookie, visitor } = await germanMember();
    expect((await member.agent.post('/api/delete-account.php', { reason: 'time', password: member.password })).status).toBe(200);
    expect(await languages(cookie)).toEqual(visitor);
  });

  it('is gone at once in another browser after a password change there', async () => {
    const { member, visitor } = await germanMember();
    const otherBrowser = await loginAs(t, member);
    const otherCookie = cookieOf(otherBrowser);
    expect((await languages(otherCookie)).settings).toBe('de');
    const change = { old_password: member.password, password: 'a-new-secret-1', password_repeat: 'a-new-secret-1' };
    expect((await member.agent.put('/api/password.php', change)).status).toBe(200);
    expect(await languages(otherCookie)).toEqual(visitor);
  });

  it('speaks the language the member picks from the next answer on', async () => {
    const { member, cookie } = await germanMember();
    expect((await member.agent.put('/api/user.php', { language: 'fr' })).status).toBe(200);
    expect((await languages(cookie)).settings).toBe('fr');
  });
});

describe('cached sessions on several instances', () => {
  it('are forgotten on the other instances through Redis', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const here = createCacheSet();
    const there = createCacheSet();
    const [a, b] = await Promise.all([createRedisInvalidator(here, redisUrl), createRedisInvalidator(there, redisUrl)]);
    try {
      await there.sessions.getOrLoad('token-hash', async () => ({ user: null, until: Date.now() + 10_000 }));
      await forgetCachedSessions({ invalidateCaches: a.invalidate });
      await vi.waitFor(() => expect(there.sessions.size).toBe(0), { timeout: 5_000 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
