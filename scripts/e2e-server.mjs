#!/usr/bin/env node
// Serves the built app for the browser suite on a fresh, seeded data directory.
import { rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const port = process.argv[2] ?? '3300';
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, PORT: port, NODE_ENV: 'production', LOG_LEVEL: 'info' };
delete env.DATABASE_URL;

const seed = spawnSync('node', ['--conditions=react-server', '--import', 'tsx', 'src/server/db/seed/run.ts', '--members=300'], { stdio: 'inherit', env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
