import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { countRows } from '../factories/db';
import { errorOf } from '../factories/http';
import { loggedInMember, signupForm } from '../factories/accounts';
import { photoForm } from '../factories/images';
import { users } from '@/server/db/schema';

let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = createServer(getRequestListener(t.app.fetch, { overrideGlobalObjects: false }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const KIB = 1024;
const TOO_LARGE = { error: 'body_too_large', message: 'Het verzoek is te groot (maximaal 64 KB).', details: { kb: 64 } };
const browserHeaders = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

/** A JSON signup padded to the given size in bytes. */
const paddedSignup = (bytes: number) => {
  const form = signupForm();
  const base = JSON.stringify({ ...form, signup_message: '' }).length;
  return JSON.stringify({ ...form, padding: 'x'.repeat(bytes - base - ',"padding":""'.length), signup_message: '' });
};

/** A body that arrives in chunks and declares no length, as a chunked upload does. */
function chunked(total: number, chunk = 8 * KIB): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new TextEncoder().encode('x'.repeat(size)));
    },
  });
}

describe('JSON bodies (at most 64 KiB)', () => {
  it('refuses a declared length over 64 KiB with 413 in the member language and changes nothing', async () => {
    const before = await countRows(t.db, users);
    const body = paddedSignup(64 * KIB + 1);
    expect(body.length).toBe(64 * KIB + 1);
    const res = await t.app.request('http://localhost/api/signup.php', {
      method: 'POST',
      headers: { ...browserHeaders, 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual(TOO_LARGE);
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('counts a chunked body without a length and stops at the limit', async () => {
    const res = await t.app.request('http://localhost/api/signup.php', {
      method: 'POST',
      headers: browserHeaders,
      body: chunked(200 * KIB),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).error).toBe('body_too_large');
  });

  it('accepts a body just under the limit', async () => {
    const res = await t.app.request('http://localhost/api/signup.php', { method: 'POST', headers: browserHeaders, body: paddedSignup(64 * KIB) });
    expect(res.status).toBe(201);
  });
});

describe('photo uploads (at most 12 MiB)', () => {
  it('refuses an upload over 12 MiB with 413', async () => {
    const { agent } = await loggedInMember(t);
    const res = await agent.post('/api/photos.php', photoForm(Buffer.alloc(12 * KIB * KIB + 1), { name: 'big.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe('Het verzoek is te groot (maximaal 12.288 KB).');
  });
});

describe('over HTTP', () => {
  const send = (headers: Record<string, string | number>, write: (req: ReturnType<typeof httpRequest>) => void) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/signup.php',
          headers: { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json', ...headers },
        },
        resolve,
      );
      req.on('error', (err) => (err.message.includes('EPIPE') || err.message.includes('ECONNRESET') ? undefined : reject(err)));
      write(req);
    });

  it('answers 413 to a declared 100 MiB body before a byte of it is sent', async () => {
    const res = await send({ 'content-length': 100 * KIB * KIB }, (req) => req.flushHeaders());
    expect(res.statusCode).toBe(413);
    res.resume();
  });

  it('answers 413 to a chunked body while the client is still sending it', async () => {
    let req: ReturnType<typeof httpRequest> | null = null;
    const res = await send({ 'transfer-encoding': 'chunked' }, (r) => {
      req = r;
      // 80 KiB and the body stays open: the answer must come without waiting for its end.
      r.write('x'.repeat(80 * KIB));
    });
    expect(res.statusCode).toBe(413);
    res.resume();
    (req as ReturnType<typeof httpRequest> | null)?.destroy();
  });
});
