import { rmSync } from 'node:fs';
import path from 'node:path';
import { runToEnd, startProcess, type Spawned } from '../lib/processes';
import { SEED_MEMBERS } from './config';

/**
 * The one place that knows how the built app is started. Today `next start`; when the one-process
 * server lands, this returns `node dist/server/main.js` and nothing else changes.
 */
export function appStartCommand(port: number): { command: string; args: string[]; label: string } {
  return { command: 'npx', args: ['next', 'start', '-p', String(port)], label: '`next start`' };
}

function appEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'error' };
  delete env.DATABASE_URL; // always the embedded database, like the browser suite
  return env;
}

async function waitUntilServing(origin: string, server: Spawned, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${origin}/api/settings.php`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not start on ${origin}; see ${logFile}`);
}

/** Seeds a fresh data directory the way the browser suite does, then starts the built app on it. */
export async function startSeededApp(tmp: string, port: number): Promise<{ origin: string; server: Spawned; label: string }> {
  const dataDir = path.join(tmp, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const env = appEnv(dataDir, port);
  const log = path.join(tmp, 'app.log');
  await runToEnd('node', ['--conditions=react-server', '--import', 'tsx', 'src/server/db/seed/run.ts', `--members=${SEED_MEMBERS}`], env, log);
  const { command, args, label } = appStartCommand(port);
  const server = startProcess(command, args, env, log);
  const origin = `http://localhost:${port}`;
  await waitUntilServing(origin, server, log);
  return { origin, server, label };
}
