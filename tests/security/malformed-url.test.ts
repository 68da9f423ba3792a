import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { routeRequests } from '@/server/http/request-router';
import { withPageSecurity } from '@/server/http/page-security';

// Paths no router can decode (`GET /%`), sent over real HTTP to the composition of src/server/main.ts:
// the router, the Hono app through @hono/node-server and the page wrapper. Next needs a build, so a
// stand-in takes the page requests and counts them; the browser suite sends the same to the built
// server (tests/e2e/api-over-http.spec.ts).

let t: TestApp;
let server: Server;
let port: number;
const pageRequests: string[] = [];

function pages(req: IncomingMessage, res: ServerResponse): void {
  pageRequests.push(req.url ?? '');
  // Next decodes the path it routes; a broken escape throws there.
  decodeURIComponent(req.url ?? '');
  res.end('<!doctype html><title>page</title>');
}

beforeAll(async () => {
  t = await createTestApp();
  const api = getRequestListener(t.app.fetch, { overrideGlobalObjects: false });
  server = createServer(routeRequests(api, withPageSecurity(pages, { dev: false, trustProxy: false }), () => false));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

/** A raw GET: the path exactly as written, which fetch() would not send unchanged. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: 'localhost', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a path that cannot be decoded', () => {
  it.each(['/api/%', '/api/member.php/%zz', '/api/%E0%A4%A?id=1'])('is 400 with the error shape on the API: %s', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ error: 'malformed_address', message: 'Dit webadres is ongeldig.' });
  });

  it.each(['/%', '/members/%zz', '/%E0%A4%A'])('is 400 for a page, and the page renderer never sees it: %s', async (path) => {
    pageRequests.length = 0;
    const res = await rawGet(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Dit webadres is ongeldig.');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(pageRequests).toEqual([]);
  });

  it('is worded in the language the visitor chose', async () => {
    const res = await rawGet('/%', { cookie: 'NEXT_LOCALE=de' });
    expect(res.headers['content-language']).toBe('de');
    expect(res.body).toContain('Diese Webadresse ist ungültig.');
  });

  it('leaves broken escapes in the query to the handler, which reads them as text', async () => {
    const res = await rawGet('/api/regions.php?country=%zz');
    expect(res.status).toBe(200);
  });
});

describe('the request id', () => {
  it('is on every answer, the server’s own and never the one a client sent', async () => {
    const forged = 'forged-id-in-the-log';
    for (const path of ['/api/settings.php', '/', '/%']) {
      const res = await rawGet(path, { 'x-request-id': forged });
      expect(res.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
