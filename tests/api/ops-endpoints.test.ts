import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';

// Info lines, as a production server writes them (before env.ts loads).
const previousLevel = vi.hoisted(() => {
  const before = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  return before;
});

import { createTestApp, type TestApp } from '../fixtures/test-app';
import { captureLog } from '../fixtures/log-capture';
import { openEventStream } from '../fixtures/event-stream';
import { loggedInMember } from '../factories/accounts';
import { richMember, sendText } from '../factories/chat';
import { routeRequests } from '@/server/http/request-router';
import { createOpsEndpoints, type OpsDeps } from '@/server/http/ops-endpoints';
import { createShutdown } from '@/server/http/graceful-shutdown';
import { createReadiness, type ReadinessCheck } from '@/server/health/readiness';
import { createRedisProbe } from '@/server/health/redis-probe';
import { log } from '@/server/log';

// What a load balancer and a Prometheus scraper see of one instance, over real sockets: the server's
// request router with its operations endpoints in front of the API (and a stand-in for the pages).

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;
const TOKEN = 'scrape-token-0123456789abcdef';
const servers: Server[] = [];
let t: TestApp;
let logged: ReturnType<typeof captureLog>;
let hanging: TcpServer;
const hangingSockets: Socket[] = [];
let local: string;
let viaProxy: string;
let fromOutside: string;

async function serve(listener: Listener, server = createServer(listener)): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function opsWith(overrides: Partial<OpsDeps> = {}): Listener {
  const database: ReadinessCheck = { name: 'database', run: () => t.db.execute(sql`select 1`) };
  return createOpsEndpoints({
    isDraining: () => false,
    readiness: createReadiness([database]),
    metrics: () => t.container.metrics,
    metricsToken: TOKEN,
    ...overrides,
  });
}

const api = getRequestListener((req, env) => t.app.fetch(req, env), { overrideGlobalObjects: false });
// The pages' stand-in writes a log line, as a page rendering would.
const pages: Listener = (_req, res) => {
  log.info('page answered');
  res.end('page');
};

beforeAll(async () => {
  t = await createTestApp();
  logged = captureLog();
  const router = routeRequests(api, pages, () => false, { ops: opsWith() });
  local = await serve(router);
  viaProxy = await serve(routeRequests(api, pages, () => false, { ops: opsWith(), trustProxy: true }));
  // A caller on another machine: the same router, the socket's peer address is not loopback.
  fromOutside = await serve((req, res) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.7', configurable: true });
    return router(req, res);
  });
  // A database that accepts connections and never answers.
  hanging = createTcpServer((socket) => void hangingSockets.push(socket));
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  vi.restoreAllMocks();
  if (previousLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previousLevel;
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  for (const socket of hangingSockets) socket.destroy();
  await new Promise((resolve) => hanging.close(resolve));
  await t.close();
});

const scrape = async (origin = local, headers: Record<string, string> = {}) => fetch(`${origin}/metrics`, { headers });
const metricsText = async () => (await (await scrape()).text()).split('\n');
/** The value of one sample line (`name{labels} value`), or null when the line is not there. */
async function sample(line: string): Promise<number | null> {
  const found = (await metricsText()).find((l) => l.startsWith(`${line} `));
  return found === undefined ? null : Number(found.slice(line.length + 1));
}
const requests = (method: string, route: string, status: number) => sample(`http_requests_total{method="${method}",route="${route}",status="${status}"}`);

/** A pg pool on a port where nothing listens, or on a server that never answers. */
function unreachableDatabase(port: number): ReadinessCheck {
  const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, max: 1 });
  pool.on('error', () => {});
  return { name: 'database', run: () => pool.query('select 1') };
}

async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the load balancer’s probes', () => {
  it('GET /healthz answers 200 while the process runs, touching nothing else', async () => {
    const res = await fetch(`${local}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('ok\n');
  });

  it('GET /readyz answers 200 with the database reachable', async () => {
    const res = await fetch(`${local}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('GET /readyz answers 503 when the database refuses connections or does not answer in time', async () => {
    const refused = await serve(opsWith({ readiness: createReadiness([unreachableDatabase(await closedPort())]) }));
    const res = await fetch(`${refused}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });

    const silent = unreachableDatabase((hanging.address() as AddressInfo).port);
    const slow = await serve(opsWith({ readiness: createReadiness([silent], 200) }));
    const late = await fetch(`${slow}/readyz`);
    expect(late.status).toBe(503);
    const body = await late.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable', checks: { database: 'timeout' } });
    expect(body).not.toContain('127.0.0.1');
  });

  it('GET /readyz checks Redis too when there is one, and answers 503 while it cannot be reached', async () => {
    const redis = createRedisProbe(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const away = createRedisProbe(`redis://127.0.0.1:${await closedPort()}`);
    try {
      const database: ReadinessCheck = { name: 'database', run: () => t.db.execute(sql`select 1`) };
      const up = await serve(opsWith({ readiness: createReadiness([database, { name: 'redis', run: redis.ping }]) }));
      expect(await (await fetch(`${up}/readyz`)).json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
      const down = await serve(opsWith({ readiness: createReadiness([database, { name: 'redis', run: away.ping }]) }));
      const res = await fetch(`${down}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'failed' } });
    } finally {
      await Promise.all([redis.close(), away.close()]);
    }
  });

  it('GET /readyz answers 503 from the moment a stop signal arrives, while the server still serves', async () => {
    const server = createServer();
    // A long pause for the balancer: the probes below happen within it.
    const shutdown = createShutdown(
      server,
      async () => {},
      () => {},
      () => {},
      60_000,
    );
    const ops = opsWith({ isDraining: () => shutdown.stopping });
    server.on(
      'request',
      routeRequests(api, pages, () => shutdown.stopping, { ops }),
    );
    const origin = await serve(() => {}, server);
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);

    void shutdown.stop('SIGTERM');
    const draining = await fetch(`${origin}/readyz`);
    expect(draining.status).toBe(503);
    expect(draining.headers.get('connection')).toBe('close');
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${origin}/somewhere`)).text()).toBe('page');
  });
});

describe('GET /metrics', () => {
  it('counts each API call by its route pattern and status, never by the path it was called with', async () => {
    expect((await fetch(`${local}/api/settings.php?x=1`)).status).toBe(200);
    const media = await fetch(`${local}/api/media/secretname-0000.jpg`);
    expect((await fetch(`${local}/api/no-such/4711`)).status).toBe(404);

    expect(await requests('GET', '/api/settings.php', 200)).toBe(1);
    expect(await requests('GET', '/api/media/:file', media.status)).toBe(1);
    expect(await requests('GET', 'unmatched', 404)).toBe(1);
    const text = (await metricsText()).join('\n');
    expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/api/settings.php",status="200",le="+Inf"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/settings.php",status="200"} 1');
    expect(text).not.toMatch(/secretname|4711|x=1/);
    expect((await scrape()).headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('shows the open event streams going up and down', async () => {
    const anna = await loggedInMember(t);
    const cookie = [...anna.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect(await sample('sse_streams_open')).toBe(0);
    const stream = await openEventStream(`${local}/api/events.php`, { cookie });
    expect(stream.res.status).toBe(200);
    expect(await sample('sse_streams_open')).toBe(1);
    await stream.close();
    await vi.waitFor(async () => expect(await sample('sse_streams_open')).toBe(0));
  });

  it('counts messages sent (a retried send once) and payment webhooks by outcome', async () => {
    const kim = await richMember(t, 'Kim');
    const bo = await loggedInMember(t);
    const nonce = randomUUID();
    expect((await sendText(kim.agent, bo.id, 'Hoi', nonce)).status).toBe(201);
    expect((await sendText(kim.agent, bo.id, 'Hoi', nonce)).status).toBe(200);
    expect(await sample('chat_messages_sent_total')).toBe(1);

    const webhook = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${local}/api/payment-webhook.php`, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await webhook('id=tr_sim_unknown')).status).toBe(200);
    expect((await webhook('{"id": 42}', 'application/json')).status).toBe(422);
    expect(await sample('payment_webhooks_total{outcome="processed"}')).toBe(1);
    expect(await sample('payment_webhooks_total{outcome="refused"}')).toBe(1);
  });

  it('answers only loopback callers not relayed by a proxy, or the bearer of METRICS_TOKEN', async () => {
    expect((await scrape()).status).toBe(200);
    const outside = await scrape(fromOutside);
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('http_requests_total');
    expect((await scrape(fromOutside, { authorization: 'Bearer wrong-token-0123456789abc' })).status).toBe(404);
    expect((await scrape(local, { 'x-forwarded-for': '198.51.100.4' })).status).toBe(404);
    const withToken = await scrape(fromOutside, { authorization: `Bearer ${TOKEN}` });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain('# TYPE http_requests_total counter');
  });
});

describe('X-Request-Id', () => {
  const linesFor = (id: string) => logged.lines().filter((line) => line.requestId === id);

  it('is made by the server, never taken from a client, and on every log line of the request', async () => {
    const res = await fetch(`${local}/somewhere`, { headers: { 'x-request-id': 'forged-by-client' } });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesFor(id).map((line) => line.msg)).toEqual(['page answered']);
    expect(linesFor('forged-by-client')).toEqual([]);
    const apiAnswer = await fetch(`${local}/api/settings.php`, { headers: { 'x-request-id': 'forged-by-client' } });
    expect(apiAnswer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is the trusted proxy’s own when it sends one that looks like an id', async () => {
    const kept = await fetch(`${viaProxy}/somewhere`, { headers: { 'x-request-id': 'lb-7f3a-42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a-42');
    expect(linesFor('lb-7f3a-42').map((line) => line.msg)).toEqual(['page answered']);
    const odd = await fetch(`${viaProxy}/somewhere`, { headers: { 'x-request-id': 'two words "quoted"' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
