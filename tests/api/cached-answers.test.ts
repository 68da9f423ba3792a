import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { routeRequests } from '@/server/http/request-router';
import { serveCachedAnswers } from '@/server/http/cached-answers';

// GET /api/settings.php and /api/interests.php are answered from the process cache straight onto the
// socket (src/server/http/cached-answers.ts). Two servers composed like src/server/main.ts, one with
// that direct path in front of the router and one without it, must answer every such request with the
// same status, headers and bytes; and the direct one must not pass the cached reads to the Hono app.

let t: TestApp;
const servers: Server[] = [];
let direct: string;
let throughHono: string;
let honoCalls = 0;

const noPages = (_req: IncomingMessage, res: ServerResponse) => void res.writeHead(404).end();

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** `wrap` puts the direct path in front of the router, as src/server/main.ts does. */
async function listen(api: Listener, wrap: (routed: Listener) => Listener = (routed) => routed): Promise<string> {
  const server = createServer(wrap(routeRequests(api, noPages, () => false)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: 'gay.localhost', name: 'Amora Men', niche: 7, domainLanguage: 'en-GB' }] });
  const api = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
  direct = await listen(
    (req, res) => {
      honoCalls += 1;
      return api(req, res);
    },
    (routed) => serveCachedAnswers(routed, { isStopping: () => false, trustProxy: false }),
  );
  throughHono = await listen(api);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await t.close();
});

// Per response, never the same twice.
const VARYING = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

async function answer(origin: string, path: string, headers: Record<string, string>) {
  const res = await fetch(`${origin}${path}`, { headers });
  const fields = [...res.headers].filter(([name]) => !VARYING.has(name)).sort(([a], [b]) => a.localeCompare(b));
  return { status: res.status, headers: fields, body: await res.text(), requestId: res.headers.get('x-request-id') };
}

describe('cached public answers written straight to the socket', () => {
  it('answers settings and interests with the very status, headers and body of the Hono app, without passing through it', async () => {
    const member = await loggedInMember(t, { user: { language: 'de' } });
    const session = [...member.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const cases: [string, Record<string, string>][] = [
      ['/api/settings.php', { host: 'localhost' }],
      ['/api/settings.php', { host: 'localhost', cookie: 'country=be; NEXT_LOCALE=fr' }],
      ['/api/settings.php?_force_domain=gay.localhost', { host: 'localhost' }],
      ['/api/settings.php', { host: 'gay.localhost', cookie: session }],
      ['/api/interests.php', { host: 'localhost' }],
      ['/api/interests.php', { host: 'localhost', cookie: 'NEXT_LOCALE=en' }],
      ['/api/interests.php', { host: 'localhost', cookie: session, 'x-forwarded-proto': 'https' }],
    ];
    for (const [path, headers] of cases) {
      const viaHono = await answer(throughHono, path, headers);
      const before = honoCalls;
      const viaSocket = await answer(direct, path, headers);
      expect(honoCalls, `${path} ${JSON.stringify(headers)}`).toBe(before);
      expect(viaSocket.status).toBe(200);
      expect(viaSocket.headers, path).toEqual(viaHono.headers);
      expect(viaSocket.body, path).toBe(viaHono.body);
      expect(viaSocket.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    // What each answer says, so that equal is also right: no-store on settings, the language apart on interests.
    const settings = await answer(direct, '/api/settings.php', { host: 'localhost' });
    expect(Object.fromEntries(settings.headers)).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=UTF-8',
      'x-frame-options': 'DENY',
    });
    const interests = await answer(direct, '/api/interests.php', { host: 'localhost', cookie: 'NEXT_LOCALE=en' });
    expect(Object.fromEntries(interests.headers)).toMatchObject({ 'cache-control': 'private, max-age=3600', vary: 'Cookie, Accept-Language' });
    expect(JSON.parse(interests.body)).toHaveProperty('interests');
  });

  it('tells the client to reconnect elsewhere while the server drains, as the router does', async () => {
    const api = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
    const draining = await listen(api, (routed) => serveCachedAnswers(routed, { isStopping: () => true, trustProxy: false }));
    const res = await fetch(`${draining}/api/settings.php`, { headers: { host: 'localhost' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves other methods and refusals to the Hono app', async () => {
    const before = honoCalls;
    const head = await fetch(`${direct}/api/settings.php`, { method: 'HEAD' });
    const post = await fetch(`${direct}/api/interests.php`, { method: 'POST', headers: { origin: direct, 'content-type': 'application/json' }, body: '{}' });
    expect(honoCalls).toBe(before + 2);
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(post.status).toBe(404);
  });
});
