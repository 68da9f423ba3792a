#!/usr/bin/env node
// `npm start`: builds once when no build exists, then runs the server in THIS process (no child is
// left behind, so a stop signal reaches the server itself).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

process.env.NODE_ENV = 'production';
if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server/main.js')) {
  console.log('No build found: running `npm run build` (once).');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
