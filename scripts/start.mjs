#!/usr/bin/env node
// `npm start`: builds once when no build exists, then runs the server in THIS process. package.json
// starts it with `exec`, so npm's shell is replaced by this process: npm forwards a service manager's
// SIGTERM straight to the server and exits only once the server has stopped (no shell in between that
// dies and leaves the server serving). `npm start -- --api-only` runs the API-only entry instead.
// SERVER_BUNDLE_DIR names another folder of server bundles (`node scripts/build-server.mjs <folder>`),
// so a test can start a bundle of its own while a build writes dist/.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const apiOnly = process.argv.includes('--api-only');
const bundleDir = process.env.SERVER_BUNDLE_DIR ?? 'dist';
const entry = path.resolve(bundleDir, apiOnly ? 'server/api-only.js' : 'server/main.js');

function build(script) {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (apiOnly && !existsSync(entry)) {
  console.log('No server build found: running `npm run build:server` (once).');
  build('build:server');
} else if (!apiOnly && (!existsSync('.next/BUILD_ID') || !existsSync(entry))) {
  console.log('No build found: running `npm run build` (once).');
  build('build');
}
await import(pathToFileURL(entry).href);
