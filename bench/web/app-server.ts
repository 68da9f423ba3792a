import { rmSync } from 'node:fs';
import path from 'node:path';
import { startProcess, type Spawned } from '../lib/processes';
import { SEED_MEMBERS } from './config';

/** The one place that knows how the built app is started: our one-process server, as `npm start` runs it. */
export function appStartCommand(): { command: string; args: string[]; label: string } {
  return { command: process.execPath, args: ['dist/server/main.js'], label: '`node dist/server/main.js`' };
}

function appEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  // The server migrates and seeds an empty data directory itself, with the browser suite's population.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DEMO_MEMBERS: String(SEED_MEMBERS),
  };
  delete env.DATABASE_URL; // always the embedded database, like the browser suite
  return env;
}

async function waitUntilServing(origin: string, server: Spawned, logFile: string): Promise<void> {
  // Seeding the browser suite's members takes a minute on a quiet machine and several on a busy one.
  const deadline = Date.now() + 360_000;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${origin}/api/settings.php`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not start on ${origin}; see ${logFile}`);
}

/** Starts the built app on a fresh data directory, seeded the way the browser suite's is. */
export async function startSeededApp(tmp: string, port: number): Promise<{ origin: string; server: Spawned; label: string }> {
  const dataDir = path.join(tmp, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const env = appEnv(dataDir, port);
  const log = path.join(tmp, 'app.log');
  const { command, args, label } = appStartCommand();
  const server = startProcess(command, args, env, log);
  const origin = `http://localhost:${port}`;
  await waitUntilServing(origin, server, log);
  return { origin, server, label };
}
