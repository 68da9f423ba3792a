import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../fixtures/server-process';
import { openEventStream } from '../fixtures/event-stream';
import { insertMember, type InsertedMember } from '../factories/members';
import { grantCredits } from '../factories/chat';
import { openDb, type DbHandle } from '@/server/db/client';
import { databaseUrl, withAdmin } from '../fixtures/db-templates';
import { startS3Server, type S3Server } from '../fixtures/s3-server';

// Two instances of the real server (the built API-only entry, same boot as `npm start`) as separate
// processes on one fresh PostgreSQL database and one Redis: migrations and periodic jobs must run
// once, not twice, a member's events reach them on whichever instance holds their stream, and photos
// live in one S3 bucket (s3rver on loopback), not on either instance's disk.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `cluster_${randomBytes(6).toString('hex')}`;
const dbUrl = databaseUrl(serverUrl, dbName);
// A bundle of its own: CI builds dist/ for the browser suite at the same time.
const bundleDir = `dist/${dbName}`;
const MIGRATED = /database: PostgreSQL, (\d+) migration\(s\) applied/;
const PURGED = /purge-expired: expired rows purged/;

let instances: ServerProcess[] = [];
let dataDirs: string[] = [];
let db: pg.Client;
let s3: S3Server;

const admin = <T>(work: (client: pg.Client) => Promise<T>) => withAdmin(serverUrl, work);

async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile('src/server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Polls the database until `read` answers true: waiting for state the servers write, not sleeping. */
async function until(read: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error('the cluster never reached the expected state');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cronPassedAt = async () => (await db.query<{ at: Date }>('select cron_on as at from pgboss.version')).rows[0]?.at?.getTime() ?? 0;

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', bundleDir], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`server build failed: ${built.stderr}`);
  await admin((client) => client.query(`create database ${dbName}`));
  dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'cluster-'))));
  s3 = await startS3Server();
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = s3.settings;
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ENDPOINT: endpoint!,
    S3_ACCESS_KEY_ID: accessKeyId!,
    S3_SECRET_ACCESS_KEY: secretAccessKey!,
    S3_FORCE_PATH_STYLE: '1',
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    API_RATE_LIMIT_PER_MINUTE: '10000',
    DEMO_DATA: '0',
    SITE_DOMAIN: 'localhost',
    SITE_NAME: 'Amora',
    SITE_LANGUAGE: 'nl-NL',
    PURGE_EVERY_MINUTES: '1',
    JOBS_CRON_CHECK_SECONDS: '1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    // No load balancer in front: a stop ends the streams at once instead of waiting for one.
    DRAIN_DELAY_SECONDS: '0',
  };
  instances = await Promise.all(dataDirs.map((dir) => startServerProcess(`${bundleDir}/server/api-only.js`, { ...env, DATA_DIR: dir })));
  await Promise.all(instances.map((instance) => instance.waitForLine(/ready on /)));
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await Promise.all(instances.map((instance) => instance.stop()));
  await s3?.close();
  await admin((client) => client.query(`drop database if exists ${dbName} with (force)`));
  await Promise.all([...dataDirs, bundleDir].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('two server instances on one PostgreSQL', () => {
  it('both serve the API', async () => {
    for (const { port } of instances) {
      const res = await fetch(`http://127.0.0.1:${port}/api/settings.php`);
      expect(res.status).toBe(200);
    }
  });

  it('apply the migrations once between them', async () => {
    const applied = await Promise.all(instances.map(async (i) => Number(MIGRATED.exec(await i.waitForLine(MIGRATED))?.[1])));
    expect(applied.reduce((a, b) => a + b, 0)).toBe(await migrationCount());
    expect(applied).toContain(0);
  });

  it('run the periodic purge once per tick, on one of them', async () => {
    const jobs = async () => (await db.query<{ state: string }>(`select state from pgboss.job where name = 'purge-expired'`)).rows;
    await until(async () => (await jobs()).some((job) => job.state === 'completed'));
    // Several more cron passes (each instance tries every second) must not add a second run of the tick.
    const seen = await cronPassedAt();
    for (let pass = 0; pass < 3; pass++) {
      const before = await cronPassedAt();
      await until(async () => (await cronPassedAt()) > before);
    }
    expect(await cronPassedAt()).toBeGreaterThan(seen);
    const ticks = await db.query<{ n: number }>(
      `select count(distinct singleton_on)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'purge-expired'`,
    );
    const runs = instances.flatMap((i) => i.lines.filter((line) => PURGED.test(line)));
    const created = await jobs();
    // One job per tick, and each job ran on one instance only (a run may be under way as we count).
    expect(created.length).toBe(ticks.rows[0].n);
    expect(runs.length).toBeLessThanOrEqual(created.length);
    expect(runs.length).toBeGreaterThanOrEqual(created.filter((job) => job.state === 'completed').length);
    expect(runs.length).toBeGreaterThanOrEqual(1);
  });
});

describe('photos across the two instances', () => {
  let handle: DbHandle;
  const origin = (instance: ServerProcess) => `http://127.0.0.1:${instance.port}`;
  const headers = (instance: ServerProcess, cookie = '') => ({ cookie, origin: origin(instance), 'sec-fetch-site': 'same-origin' });
  beforeAll(async () => {
    handle = await openDb({ databaseUrl: dbUrl, poolSize: 2 });
  });
  afterAll(() => handle?.close());

  it('keeps an upload through one instance in the bucket, where the other serves it from', async () => {
    const [a, b] = instances;
    for (const instance of instances) await instance.waitForLine(new RegExp(`photos and exports: S3 bucket ${s3.settings.bucket}`));
    const owner = await insertMember(handle.db, { name: 'Lotte' });
    const login = await fetch(`${origin(a)}/api/user.php`, {
      method: 'POST',
      headers: { ...headers(a), 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const form = new FormData();
    form.set('photo', new File([await readFile('tests/fixtures/photo.jpg')], 'photo.jpg', { type: 'image/jpeg' }));
    const uploaded = await fetch(`${origin(a)}/api/photos.php`, { method: 'POST', headers: headers(a, cookie), body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: { filename: string } };
    expect(photo.filename.startsWith(`${s3.bucketUrl}/public/`)).toBe(true);
    const fromBucket = Buffer.from(await (await fetch(photo.filename)).arrayBuffer());
    const fromB = await fetch(`${origin(b)}/api/media/${photo.filename.split('/').at(-1)}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromBucket)).toBe(true);
  });
});

describe('real time across the two instances', () => {
  let handle: DbHandle;
  let sender: InsertedMember;
  let recipient: InsertedMember;
  const origin = (instance: ServerProcess) => `http://127.0.0.1:${instance.port}`;

  /** Logs in on one instance; the session cookie is good on both (sessions live in the database). */
  async function login(instance: ServerProcess, member: InsertedMember): Promise<string> {
    const res = await fetch(`${origin(instance)}/api/user.php`, {
      method: 'POST',
      headers: { origin: origin(instance), 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  async function send(instance: ServerProcess, cookie: string, text: string): Promise<void> {
    const res = await fetch(`${origin(instance)}/api/message.php`, {
      method: 'POST',
      headers: { cookie, origin: origin(instance), 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ profile: recipient.id, text, nonce: crypto.randomUUID() }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }

  beforeAll(async () => {
    handle = await openDb({ databaseUrl: dbUrl, poolSize: 2 });
    sender = await insertMember(handle.db, { name: 'Sanne', user: { paidUser: true } });
    recipient = await insertMember(handle.db, { name: 'Joris' });
    await grantCredits(handle.db, sender.id, 100);
  });
  afterAll(() => handle?.close());

  it('brings a message sent through one instance to the stream the recipient holds on the other', async () => {
    const [a, b] = instances;
    const [senderCookie, recipientCookie] = [await login(a, sender), await login(b, recipient)];
    const stream = await openEventStream(`${origin(b)}/api/events.php`, { cookie: recipientCookie });
    try {
      expect(stream.res.status).toBe(200);
      await send(a, senderCookie, 'Hoi Joris, via de andere server');
      expect(await stream.next()).toMatchObject({
        type: 'message',
        data: { message: { text: 'Hoi Joris, via de andere server' }, profile: { name: 'Sanne' } },
      });
    } finally {
      await stream.close();
    }
  });

  it('ends its streams when an instance stops, and the other replays what came after', async () => {
    const [a, b] = instances;
    const [senderCookie, recipientCookie] = [await login(a, sender), await login(a, recipient)];
    const onB = await openEventStream(`${origin(b)}/api/events.php`, { cookie: recipientCookie });
    await send(a, senderCookie, 'Eerste');
    const first = await onB.next();
    await b.stop();
    await onB.ended;
    // The stream was ended at once: the stop did not wait out the drain for it.
    expect(b.lines.filter((line) => /drain: .* closing the connections left/.test(line))).toEqual([]);
    await send(a, senderCookie, 'Tweede');
    await send(a, senderCookie, 'Derde');
    // EventSource reconnects (here to the instance left) with the id of the last event it saw.
    const onA = await openEventStream(`${origin(a)}/api/events.php`, { cookie: recipientCookie, 'last-event-id': String(first.id) });
    try {
      const replayed = await onA.take(2);
      expect(replayed.map((event) => (event.data as { message: { text: string } }).message.text)).toEqual(['Tweede', 'Derde']);
      expect(replayed.map((event) => event.id)).toEqual([first.id + 1, first.id + 2]);
    } finally {
      await onA.close();
    }
  });
});
