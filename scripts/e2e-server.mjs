#!/usr/bin/env node
// Serves the built app for the browser suite on a fresh, seeded data directory, in this process.
// With E2E_DATABASE_URL (a PostgreSQL server) the data lives in a fresh database of its own there
// instead of the embedded one: CI's choice, as native PostgreSQL does the suite's queries on the
// other core for a fraction of the embedded database's work.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createE2eStaff } from './e2e-staff.mjs';

const port = process.argv[2] ?? '3300';
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });

/** A fresh database named after the port on the server of `serverUrl`, dropped first if a run left it. */
async function freshDatabase(serverUrl) {
  const name = `e2e_${port}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
}

// A smaller demo population than `npm start` seeds keeps the suite quick.
// TRUST_PROXY: each test arrives with an X-Forwarded-For address of its own (tests/e2e/fixtures.ts),
// read as behind a proxy on loopback, so per-address rate limits count per test.
// MAIL_EVENTS_TOKEN: the suite posts bounces as the mail provider would (MAIL_EVENTS_TOKEN in tests/e2e/fixtures.ts).
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DEMO_MEMBERS: '300',
  TRUST_PROXY: '1',
  MAIL_EVENTS_TOKEN: 'e2e-mail-events-token',
});
delete process.env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) {
  // Demo data and the payment simulator run on PostgreSQL only when asked for, as on a staging copy.
  Object.assign(process.env, { DATABASE_URL: await freshDatabase(process.env.E2E_DATABASE_URL), DEMO_DATA: '1', PAYMENT_PROVIDER: 'simulator' });
}
// The staff stories' operator and admin, before the server takes the data directory's lock.
createE2eStaff(dataDir);
await import('../dist/server/main.js');
