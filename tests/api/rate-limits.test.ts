import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf, setCookieOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { signupForm } from '../factories/accounts';
import { photoForm } from '../factories/images';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOCKED = 'Te veel foute pogingen, account voor 15 min geblokkeerd.';
const browser = (ip = t.newIp()) => t.agent(undefined, { ip });
const login = (agent: Agent, email: string, password: string) => agent.post('/api/user.php', { email, password });

describe('the login lock', () => {
  it('lets 60 parallel wrong passwords through as at most 5 wrong-password answers, the rest 429', async () => {
    const member = await insertMember(t.db);
    const attacker = browser();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(attacker, member.email, `guess-${i}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const refused = answers.find((res) => res.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused as Response)).message).toBe(LOCKED);
  });

  it('locks the guessing address only: the owner logs in from elsewhere', async () => {
    const member = await insertMember(t.db);
    const stranger = browser();
    for (let i = 1; i <= 5; i++) await login(stranger, member.email, `guess-${i}`);
    expect((await login(stranger, member.email, member.password)).status).toBe(429);
    const owner = browser();
    const res = await login(owner, member.email, member.password);
    expect(res.status).toBe(200);
    expect(setCookieOf(res, 'session')?.value).toBeTruthy();
  });

  it('counts an address the proxy chain names only when the server trusts a proxy', async () => {
    // Without TRUST_PROXY (the test default) a forged X-Forwarded-For changes nothing: still locked.
    const member = await insertMember(t.db);
    const ip = t.newIp();
    for (let i = 1; i <= 5; i++) await login(browser(ip), member.email, `guess-${i}`);
    const forged = await browser(ip).post('/api/user.php', { email: member.email, password: member.password }, { 'x-forwarded-for': '203.0.113.9' });
    expect(forged.status).toBe(429);
  });
});

describe('over HTTP', () => {
  it('takes the address from the socket: a lock from 127.0.0.1 leaves the owner elsewhere alone', async () => {
    const server = createServer(getRequestListener(t.app.fetch, { overrideGlobalObjects: false }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const member = await insertMember(t.db);
      const overHttp = (password: string, forwardedFor: string) =>
        fetch(`http://127.0.0.1:${port}/api/user.php`, {
          method: 'POST',
          headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: member.email, password }),
        });
      // Each guess claims another address; without TRUST_PROXY only the socket counts.
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) statuses.push((await overHttp(`guess-${i}`, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      expect((await overHttp(member.password, '203.0.113.99')).status).toBe(429);
      expect((await login(browser(), member.email, member.password)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('limits per address', () => {
  it('answers 429 with Retry-After in the member language after 300 API calls a minute', async () => {
    const agent = browser();
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) statuses.add((await agent.get('/api/regions.php?country=NL')).status);
    expect([...statuses]).toEqual([200]);
    const res = await agent.get('/api/regions.php?country=NL', { cookie: 'NEXT_LOCALE=de' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await errorOf(res)).toEqual({ error: 'rate_limited', message: 'Zu viele Anfragen – versuch es gleich noch einmal.' });
    expect((await browser().get('/api/regions.php?country=NL')).status).toBe(200);
  });

  it('allows 10 signups an hour from one address', async () => {
    const ip = t.newIp();
    for (let i = 0; i < 10; i++) expect((await browser(ip).post('/api/signup.php', signupForm())).status).toBe(201);
    const form = signupForm();
    const res = await browser(ip).post('/api/signup.php', form);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).error).toBe('rate_limited');
    expect((await browser().post('/api/signup.php', signupForm())).status).toBe(201);
  });

  it('allows 10 activation mails an hour from one address', async () => {
    const ip = t.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const member = await insertMember(t.db, { user: { status: 'not_confirmed' } });
      const agent = browser(ip);
      expect((await login(agent, member.email, member.password)).status).toBe(200);
      statuses.push((await agent.post('/api/activate.php')).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('limits uploads per member (30 in 10 minutes) and per address (60)', async () => {
    const ip = t.newIp();
    const bad = () => photoForm(Buffer.from('not an image'), { name: 'x.jpg', type: 'image/jpeg' });
    const statuses: number[] = [];
    for (let m = 0; m < 3; m++) {
      const member = await insertMember(t.db);
      const agent = browser(ip);
      await login(agent, member.email, member.password);
      for (let i = 0; i < (m < 2 ? 31 : 1); i++) statuses.push((await agent.post('/api/photos.php', bad())).status);
    }
    // The first member's 31st upload is refused by the member limit; the second member's 30th is
    // the address's 61st, refused by the address limit, and so is everything after it.
    const fails = (n: number) => Array<number>(n).fill(422);
    expect(statuses).toEqual([...fails(30), 429, ...fails(29), 429, 429, 429]);
  });
});
