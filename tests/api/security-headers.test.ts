import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { signupForm } from '../factories/accounts';
import { withPageSecurity } from '@/server/http/page-security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectBaseline(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('geolocation=(self)');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('permissions-policy')).toContain('microphone=()');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

describe('API answers', () => {
  it('carry the security headers on success and on errors', async () => {
    for (const path of ['/api/settings.php', '/api/nothing-here.php', '/api/media/0123456789abcdef0123456789abcdef.jpg', '/api/user.php']) {
      const res = await t.agent().get(path);
      expectBaseline(res.headers);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('add HSTS when served over HTTPS, and not for a forged X-Forwarded-Proto without a trusted proxy', async () => {
    const secure = await t.app.request('https://localhost/api/settings.php', { headers: { host: 'localhost' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const forged = await t.agent().get('/api/settings.php', { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it("keep a member's own answers out of every cache", async () => {
    const agent = t.agent();
    const signedUp = await agent.post('/api/signup.php', signupForm());
    expect(signedUp.status).toBe(201);
    for (const path of ['/api/user.php', '/api/profile.php', '/api/members.php']) {
      const res = await agent.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await agent.get('/api/nothing-here.php')).headers.get('cache-control')).toBe('no-store');
  });

  it('keep the interests (named in the visitor language) out of shared caches', async () => {
    const res = await t.agent().get('/api/interests.php');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(res.headers.get('vary')).toContain('Cookie');
  });
});

describe('pages', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    const pages = (req: IncomingMessage, res: import('node:http').ServerResponse) => {
      seen.push(String(req.headers['content-security-policy']));
      res.end('<html></html>');
    };
    const plain = withPageSecurity(pages, { dev: false, trustProxy: false });
    const proxied = withPageSecurity(pages, { dev: false, trustProxy: true });
    server = createServer((req, res) => (req.url?.startsWith('/behind-proxy') ? proxied : plain)(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const page = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];

  it('get a fresh script nonce per request, handed to Next in the request header and sent back', async () => {
    const first = await page('/members');
    const second = await page('/login');
    const csp = first.headers.get('content-security-policy');
    expectBaseline(first.headers);
    expect(nonceOf(csp)).toBeTruthy();
    expect(seen.at(-2)).toBe(csp);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonceOf(csp));
  });

  it('allow no inline script without the nonce', async () => {
    const csp = (await page('/')).headers.get('content-security-policy') ?? '';
    const scripts =
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
  });

  it('replace a Content-Security-Policy request header a client sent itself', async () => {
    const res = await page('/', { 'content-security-policy': "script-src 'nonce-chosen-by-attacker'" });
    expect(nonceOf(res.headers.get('content-security-policy'))).not.toBe('chosen-by-attacker');
    expect(seen.at(-1)).toBe(res.headers.get('content-security-policy'));
  });

  it('add HSTS only when a trusted proxy says the visitor came over HTTPS', async () => {
    expect((await page('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    const proxied = await page('/behind-proxy', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
