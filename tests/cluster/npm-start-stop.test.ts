import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../fixtures/server-process';
import { databaseUrl, withAdmin } from '../fixtures/db-templates';

// A service manager (systemd, a container runtime) runs `npm start` and signals the process it
// started: npm. Whatever npm started must stop with it, or the old server keeps the port and the data
// directory while the manager believes it stopped. The API-only entry boots exactly like the full
// server (lock, migrations, seed, jobs, graceful shutdown) and needs no page build.
const READY = /ready on http:\/\/localhost:\d+ \(API only, pid (\d+)\)/;
let dataDir = '';
let serverPid: number | null = null;
// A bundle of its own (inside the project, so it finds node_modules): a build running beside this
// test rewrites dist/ and must not change or race the server under test.
const suffix = randomBytes(4).toString('hex');
const bundleDir = `dist/npm-start-${suffix}`;
// A real deployment's start (PostgreSQL, no demo data): no demo photos to render before it is ready.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `npm_start_${suffix}`;

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', bundleDir], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  await withAdmin(serverUrl, (client) => client.query(`create database ${dbName}`));
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  // A server that outlived npm (the failure this file proves absent) must not outlive the test too.
  if (serverPid !== null && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await rm(bundleDir, { recursive: true, force: true });
  await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${dbName} with (force)`));
});

async function startWithNpm(port: number) {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'npm-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SERVER_BUNDLE_DIR: bundleDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // No load balancer in front: nothing to wait for before stopping.
    DRAIN_DELAY_SECONDS: '0',
    DATABASE_URL: databaseUrl(serverUrl, dbName),
    DEMO_DATA: '0',
    SITE_DOMAIN: 'localhost',
    SITE_NAME: 'Amora',
    SITE_LANGUAGE: 'nl-NL',
  };
  const npm = spawn('npm', ['start', '--', '--api-only'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  let output = '';
  const ready = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) resolve(Number(match[1]));
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    void exited.then(() => reject(new Error(`npm start ended before the server was ready:\n${output}`)));
  });
  return { npm, exited, ready };
}

describe('npm start under a service manager', () => {
  it('leaves no server listening once npm got SIGTERM and ended', async () => {
    const port = await freePort();
    const { npm, exited, ready } = await startWithNpm(port);
    serverPid = await ready;
    expect((await fetch(`http://127.0.0.1:${port}/api/settings.php`)).status).toBe(200);

    npm.kill('SIGTERM');
    await exited;

    expect(isAlive(serverPid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/api/settings.php`)).rejects.toThrow();
  }, 120_000);
});
