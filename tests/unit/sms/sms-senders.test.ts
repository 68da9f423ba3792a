import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFileOutbox, readOutbox } from '@/server/adapters/sms/file-outbox';
import { createHttpSmsGateway } from '@/server/adapters/sms/http-gateway';
import { createSmsSender } from '@/server/adapters/sms/create-sms-sender';

describe('the file outbox', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sms-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as a JSON file and names the file, never the text, in the log', async () => {
    const lines: string[] = [];
    const outbox = createFileOutbox(path.join(dir, 'a'), (line) => lines.push(line));
    await outbox.send('+31612345678', 'Je code is 123456');
    await outbox.send('+31687654321', 'Je code is 654321');
    const files = await readdir(path.join(dir, 'a'));
    expect(files).toHaveLength(2);
    expect(await readOutbox(path.join(dir, 'a'))).toEqual([
      { to: '+31612345678', text: 'Je code is 123456', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { to: '+31687654321', text: 'Je code is 654321', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    expect(lines).toEqual(files.sort().map((name) => `sms written to ${path.join(dir, 'a', name)}`));
    expect(lines.join('\n')).not.toMatch(/123456|654321|\+316/);
  });

  it('keeps the order of many messages sent in the same moment', async () => {
    const outbox = createFileOutbox(path.join(dir, 'b'), () => {});
    for (let i = 0; i < 20; i++) await outbox.send('+31612345678', `bericht ${i}`);
    expect((await readOutbox(path.join(dir, 'b'))).map((sms) => sms.text)).toEqual(Array.from({ length: 20 }, (_, i) => `bericht ${i}`));
  });

  it('reads an outbox that was never written as empty', async () => {
    expect(await readOutbox(path.join(dir, 'none'))).toEqual([]);
  });
});

type Received = { method?: string; url?: string; authorization?: string; contentType?: string; body: unknown };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('the HTTP SMS gateway', () => {
  const received: Received[] = [];
  let status = 200;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const text = await readBody(req);
      received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(text),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"msg_1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  });
  afterEach(() => {
    received.length = 0;
    status = 200;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the number and text as JSON with the bearer token', async () => {
    await createHttpSmsGateway({ url, token: 'gateway-token' }).send('+31612345678', 'Je code is 123456');
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/sms',
        authorization: 'Bearer gateway-token',
        contentType: 'application/json',
        body: { to: '+31612345678', text: 'Je code is 123456' },
      },
    ]);
  });

  it('sends no authorization header without a token', async () => {
    await createHttpSmsGateway({ url }).send('+4915112345678', 'Hallo');
    expect(received[0].authorization).toBeUndefined();
  });

  it('fails when the gateway refuses, without the number or text in the error', async () => {
    status = 503;
    const sending = createHttpSmsGateway({ url, token: 'gateway-token' }).send('+31612345678', 'Je code is 123456');
    await expect(sending).rejects.toThrow('SMS gateway answered 503');
    await sending.catch((err: Error) => expect(err.message).not.toMatch(/123456|\+316|gateway-token/));
  });

  it('is the sender chosen when SMS_URL is set, the file outbox otherwise', async () => {
    await createSmsSender({ url, token: 'gateway-token', outboxDir: '/nonexistent', log: () => {} }).send('+31612345678', 'via gateway');
    expect(received.map((r) => r.body)).toEqual([{ to: '+31612345678', text: 'via gateway' }]);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sms-choice-'));
    await createSmsSender({ outboxDir: dir, log: () => {} }).send('+31612345678', 'via outbox');
    expect((await readOutbox(dir)).map((sms) => sms.text)).toEqual(['via outbox']);
    await rm(dir, { recursive: true, force: true });
  });
});
