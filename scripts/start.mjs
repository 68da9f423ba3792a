#!/usr/bin/env node
// `npm start`: build when no build exists, apply migrations and seed on first start, then serve.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('.next/BUILD_ID')) {
  console.log('No build found: running `next build` (once).');
  run('npx', ['next', 'build']);
}
// Migrations and demo data: idempotent, a no-op once done.
run('node', ['--conditions=react-server', '--import', 'tsx', 'src/server/db/seed/run.ts']);
const port = process.env.PORT ?? '3000';
const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
