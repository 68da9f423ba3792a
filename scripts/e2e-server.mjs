#!/usr/bin/env node
// Serves the built app for the browser suite on a fresh, seeded data directory, in this process.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createE2eStaff } from './e2e-staff.mjs';

const port = process.argv[2] ?? '3300';
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
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
// The staff stories' operator and admin, before the server takes the data directory's lock.
createE2eStaff(dataDir);
await import('../dist/server/main.js');
