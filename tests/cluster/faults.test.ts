import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, startServerProcess, type ServerProcess } from '../fixtures/server-process';
import { openEventStream } from '../fixtures/event-stream';
import { startPrivatePostgres, type PrivatePostgres } from '../fixtures/faults/private-postgres';
import { startPrivateRedis, type PrivateRedis } from '../fixtures/faults/private-redis';
import { startRoundRobinProxy, type RoundRobinProxy } from '../fixtures/faults/round-robin-proxy';
import { openStreams, startChatLoad, tally, type ChatLoad, type LoadMember } from '../fixtures/faults/chat-load';
import { insertMember } from '../factories/members';
import { grantCredits } from '../factories/chat';
import { openDb } from '@/server/db/client';
import { createSession } from '@/server/services/auth/sessions';

// Two instances of the real server (the built API-only entry, booting as `npm start` does) behind a
// round-robin proxy, on a PostgreSQL and a Redis of this test's own, while members hold event streams
// through the proxy and send each other messages. Redis is killed and started again, PostgreSQL
// crashes and starts again, one instance is killed (kill -9); at the end every acknowledged message must have reached
// every stream of its recipient exactly once. `npm run test:faults` runs the longer form (see
// docs/operations.md); these defaults keep the CI run short.
const SECONDS = Number(process.env.FAULTS_SECONDS ?? 2);
const MEMBERS = Number(process.env.FAULTS_MEMBERS ?? 6);
const STREAMS_PER_MEMBER = Number(process.env.FAULTS_STREAMS ?? 2);
const OUTAGE_MS = Number(process.env.FAULTS_OUTAGE_MS ?? 1500);
/** Each member's pause between two messages, under the per-member send limit of 60 a minute. */
const SEND_INTERVAL_MS = 1100;
/** The promise: fan-out and rate limits work again within 5 s of Redis being back. */
const REDIS_RECOVERY_MS = 5000;
const PHASE_TIMEOUT_MS = 60_000 + SECONDS * 3_000;

const bundleDir = `dist/faults-${randomBytes(4).toString('hex')}`;
const READY = /ready on /;
let postgres: PrivatePostgres;
let redis: PrivateRedis;
let proxy: RoundRobinProxy;
let instances: ServerProcess[] = [];
const dataDirs: string[] = [];
let members: LoadMember[] = [];
let load: ChatLoad;
// The probe: a member whose stream is held on the second instance, and one who writes to them through the first.
let probe: { to: { id: number; cookie: string }; from: { id: number; cookie: string } };
const figures: Record<string, number | string> = {};

/** The load runs this long between faults: scenario time, not a wait for something to happen. */
const loadFor = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function startInstance(env: Record<string, string>): Promise<ServerProcess> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'faults-'));
  dataDirs.push(dir);
  const instance = await startServerProcess(`${bundleDir}/server/api-only.js`, { ...env, DATA_DIR: dir });
  await instance.waitForLine(READY);
  return instance;
}

/** Polls `read` until it holds; rejects at `deadline` (ms since the epoch). */
async function until(read: () => Promise<boolean> | boolean, deadline: number, what: string): Promise<void> {
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const origin = (instance: ServerProcess) => `http://127.0.0.1:${instance.port}`;

/** Sends a message straight to one instance; the answer's status, 0 when none came (in 15 s). */
async function sendDirect(instance: ServerProcess, from: { cookie: string }, to: number, text: string): Promise<number> {
  const res = await fetch(`${origin(instance)}/api/message.php`, {
    method: 'POST',
    headers: { cookie: from.cookie, origin: origin(instance), 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    body: JSON.stringify({ profile: to, text, nonce: randomUUID() }),
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  await res?.body?.cancel();
  return res?.status ?? 0;
}

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', bundleDir], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  [postgres, redis] = await Promise.all([freePort().then(startPrivatePostgres), freePort().then(startPrivateRedis)]);
  const instanceEnv = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    API_RATE_LIMIT_PER_MINUTE: '100000',
    DEMO_DATA: '0',
    SITE_DOMAIN: 'localhost',
    SITE_NAME: 'Amora',
    SITE_LANGUAGE: 'nl-NL',
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  };
  // Together, as a deployment starts them: one migrates and seeds, the other waits for its lock.
  instances = await Promise.all([startInstance(instanceEnv), startInstance(instanceEnv)]);

  const handle = await openDb({ databaseUrl: postgres.url, poolSize: 2 });
  const withSessions = [];
  try {
    for (let i = 0; i < MEMBERS + 2; i++) {
      const member = await insertMember(handle.db, { user: { paidUser: true } });
      await grantCredits(handle.db, member.id, 100_000);
      withSessions.push({ id: member.id, cookie: `session=${await createSession(handle.db, member.id, null, new Date())}` });
    }
  } finally {
    await handle.close();
  }
  const [to, from] = withSessions.splice(MEMBERS);
  probe = { to, from };
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.port));
  members = await openStreams(proxy.origin, withSessions, STREAMS_PER_MEMBER);
  load = startChatLoad({ origin: proxy.origin, members, intervalMs: SEND_INTERVAL_MS });
}, 180_000);

afterAll(async () => {
  // The instances' own output, for a look after a long run: FAULTS_LOG=<file>.
  if (process.env.FAULTS_LOG) await writeFile(process.env.FAULTS_LOG, instances.map((instance) => instance.lines.join('\n')).join('\n-----\n'));
  await load?.stop();
  await Promise.all(members.flatMap((member) => member.streams.map((stream) => stream.close())));
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.kill()));
  await Promise.all([postgres?.destroy(), redis?.kill()]);
  await Promise.all([...dataDirs, bundleDir].map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

describe('two instances behind a proxy, under chat load, through faults', () => {
  it(
    'recovers fan-out and rate limits by itself within 5 s of Redis being back',
    async () => {
      const [first, second] = instances;
      const held = await openEventStream(`${origin(second)}/api/events.php`, { cookie: probe.to.cookie });
      const check = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
      try {
        await loadFor(SECONDS);
        await redis.kill();
        await loadFor(OUTAGE_MS / 1000);
        await redis.start();
        const back = Date.now();
        // Each instance's connections come back by themselves (waiting for their log lines is the 5 s bound).
        const reconnected = (role: string) => new RegExp(`redis \\(${role}\\): connected again`);
        const roles = ['events', 'events subscriber', 'rate limits'];
        await Promise.all(instances.flatMap((instance) => roles.map((role) => instance.waitForLine(reconnected(role), REDIS_RECOVERY_MS))));
        figures['Redis: every connection back after (ms)'] = Date.now() - back;
        // Rate limits are counted in Redis again (it came back empty: any counter is a new one).
        await check.connect();
        await until(async () => (await check.keys('amora:rl:*')).length > 0, back + REDIS_RECOVERY_MS, 'rate limits counted in Redis again');
        figures['Redis: rate limits counted there again after (ms)'] = Date.now() - back;
        // Fan-out: a message sent through the first instance reaches the stream held on the second.
        const sentAt = Date.now();
        await until(
          async () => (await sendDirect(first, probe.from, probe.to.id, `probe ${Date.now()}`)) === 201,
          sentAt + 30_000,
          'a message was accepted again',
        );
        await held.until(() => held.events.some((event) => event.type === 'message'));
        figures['Redis: then a message from one instance to the other, sent to delivered (ms)'] = Date.now() - sentAt;
      } finally {
        check.disconnect();
        await held.close();
      }
    },
    PHASE_TIMEOUT_MS,
  );

  it(
    'answers 503 at once while PostgreSQL is down, and recovers by itself once it is back',
    async () => {
      await loadFor(SECONDS);
      await postgres.crash();
      const down = Date.now();
      let slowest = 0;
      for (const instance of instances) {
        const asked = Date.now();
        const res = await fetch(`${origin(instance)}/api/chats.php`, { headers: { cookie: probe.from.cookie }, signal: AbortSignal.timeout(10_000) });
        slowest = Math.max(slowest, Date.now() - asked);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toMatchObject({ error: 'service_unavailable', message: expect.any(String) });
        expect(await sendDirect(instance, probe.from, probe.to.id, 'tijdens de storing')).toBe(503);
      }
      await loadFor(Math.max(0, OUTAGE_MS - (Date.now() - down)) / 1000);
      await postgres.start();
      const back = Date.now();
      for (const instance of instances) {
        await until(
          async () => (await sendDirect(instance, probe.from, probe.to.id, `na de storing ${Date.now()}`)) === 201,
          back + 30_000,
          'the pool connected again',
        );
      }
      figures['PostgreSQL: slowest answer while down (ms)'] = slowest;
      figures['PostgreSQL: recovered after (ms)'] = Date.now() - back;
    },
    PHASE_TIMEOUT_MS,
  );

  it(
    'moves the streams of a killed instance (kill -9) to the other one',
    async () => {
      await loadFor(SECONDS);
      const [, doomed] = instances;
      const heldThere = proxy.openStreams(doomed.port);
      expect(heldThere).toBeGreaterThan(0);
      const connects = () => members.flatMap((member) => member.streams).reduce((sum, stream) => sum + stream.connects(), 0);
      const connectsBefore = connects();
      await doomed.kill();
      const killed = Date.now();
      // Every stream the dead instance held connects again, through the proxy, to the instance left.
      await until(() => connects() >= connectsBefore + heldThere, killed + 30_000, 'the cut streams reconnected');
      figures['kill -9: streams moved'] = heldThere;
      figures['kill -9: all reconnected after (ms)'] = Date.now() - killed;
    },
    PHASE_TIMEOUT_MS,
  );

  it(
    'delivered every acknowledged message exactly once to every stream of its recipient',
    async () => {
      await loadFor(SECONDS);
      await load.stop();
      // What is still under way arrives live or by replay; then nothing may be missing or doubled.
      await until(() => tally(load, members).missing === 0, Date.now() + 30_000, 'every acknowledged message delivered').catch(() => undefined);
      const { delivered, missing, duplicates } = tally(load, members);
      // And the record: each acknowledged message is stored once, through the crash of PostgreSQL.
      const db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
      const stored = await db
        .query<{ text: string; n: number }>('select text, count(*)::int as n from messages where text = any($1) group by text', [
          load.sent.filter((m) => m.acked).map((m) => m.text),
        ])
        .finally(() => db.end());
      expect(stored.rows.length).toBe(load.acked());
      expect(stored.rows.every((row) => row.n === 1)).toBe(true);
      const reconnects = members.flatMap((member) => member.streams).reduce((sum, stream) => sum + stream.connects() - 1, 0);
      Object.assign(figures, {
        members: MEMBERS,
        streams: MEMBERS * STREAMS_PER_MEMBER,
        'messages sent': load.sent.length,
        acknowledged: load.acked(),
        'deliveries expected': load.acked() * STREAMS_PER_MEMBER,
        delivered,
        missing,
        duplicates,
        reconnects,
        'message.php answers': JSON.stringify(Object.fromEntries(load.statuses)),
      });
      console.log(`fault test figures: ${JSON.stringify(figures, null, 2)}`);
      expect(load.acked()).toBeGreaterThan(0);
      expect({ missing, duplicates }).toEqual({ missing: 0, duplicates: 0 });
    },
    PHASE_TIMEOUT_MS,
  );
});
