import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { app } from '@/server/api/app';
import { routeRequests } from '@/server/http/request-router';
import { withPageSecurity } from '@/server/http/page-security';

// Item 6: the security headers on every API answer (each route, success and refusal) and on the page
// shell, served in-process over real HTTP by the same composition as src/server/main.ts: the router,
// the Hono app through @hono/node-server, and the page wrapper around the page handler. Next itself
// needs a build, so a stand-in page handler renders the shell the way Next does: scripts carry the
// nonce it reads from the request's Content-Security-Policy header.

let t: TestApp;
let server: Server;
let base: string;

function shell(req: IncomingMessage, res: ServerResponse): void {
  const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1] ?? '';
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html><head><script nonce="${nonce}" src="/_next/static/chunks/main.js"></script></head><body></body></html>`);
}

beforeAll(async () => {
  t = await createTestApp();
  const api = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
  server = createServer(routeRequests(api, withPageSecurity(shell, { dev: false, trustProxy: false }), () => false));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The headers every answer carries, page or API, over plain HTTP. */
function expectBaseline(headers: Headers, what: string): void {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'payment=()']) expect(permissions, what).toContain(feature);
  expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(headers.get('strict-transport-security'), what).toBeNull();
}

// Every route of the API as registered, with its parameters filled in.
const ROUTES = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].map((route) => {
  const [method, path] = route.split(' ');
  return { method, path: path.replace(':file', '0123456789abcdef0123456789abcdef.jpg').replace(':id', '1') };
});

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | FormData) {
  const mutation = method !== 'GET' && method !== 'HEAD';
  const sameSite: Record<string, string> = mutation ? { origin: base, 'sec-fetch-site': 'same-origin' } : {};
  const json: Record<string, string> = mutation && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {};
  return fetch(`${base}${path}`, { method, headers: { ...sameSite, ...json, ...headers }, body: mutation ? (body ?? '{}') : undefined, redirect: 'manual' });
}

describe('API answers', () => {
  it('lists every route of the API (the table below is not empty or partial)', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(20);
    expect(ROUTES).toContainEqual({ method: 'GET', path: '/api/member.php' });
  });

  it.each(ROUTES)('$method $path carries the security headers and a CSP that allows nothing', async ({ method, path }) => {
    const res = await send(method, path, {}, path === '/api/photos.php' && method === 'POST' ? new FormData() : undefined);
    expectBaseline(res.headers, `${method} ${path} → ${res.status}`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it.each([
    ['an unknown route', 404, () => send('GET', '/api/nothing-here.php')],
    ['a cross-site mutation', 403, () => send('PUT', '/api/user.php', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })],
    ['a mutation that is not JSON', 415, () => send('PUT', '/api/user.php', { 'content-type': 'text/plain' })],
    ['a body over 64 KiB', 413, () => send('PUT', '/api/profile.php', {}, JSON.stringify({ about: 'x'.repeat(70 * 1024) }))],
  ] as const)('carry them on %s (%i) as well', async (_, status, request) => {
    const res = await request();
    expect(res.status).toBe(status);
    expectBaseline(res.headers, String(res.status));
  });

  it('add HSTS over HTTPS only, never for a forged X-Forwarded-Proto without a trusted proxy', async () => {
    const secure = await t.app.request('https://localhost/api/settings.php', { headers: { host: 'localhost' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
    const forged = await send('GET', '/api/settings.php', { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('keep answers that depend on language or cookie out of shared caches (Vary)', async () => {
    const res = await send('GET', '/api/interests.php');
    expect(res.headers.get('vary') ?? '').toMatch(/cookie/i);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});

/** A method fetch() refuses to send (TRACE), sent with node:http; resolves to the status and body. */
function rawMethod(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP methods', () => {
  it('does not answer TRACE: nothing of the request is echoed back', async () => {
    const res = await rawMethod('TRACE', '/api/user.php');
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(/TRACE \/api/);
  });
});

describe('the page shell', () => {
  const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  it('carries the security headers and a CSP whose script nonce is the one on its scripts', async () => {
    const res = await send('GET', '/members');
    expectBaseline(res.headers, 'page');
    const nonce = nonceOf(res);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(await res.text()).toContain(`<script nonce="${nonce}"`);
  });

  it('allows no inline script without the nonce, and a new nonce on every answer', async () => {
    const [first, second] = [await send('GET', '/'), await send('GET', '/login')];
    const scripts =
      (first.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    expect(scripts).toContain(`'nonce-${nonceOf(first)}'`);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(nonceOf(second)).not.toBe(nonceOf(first));
  });
});
