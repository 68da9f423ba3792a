import { spawn } from 'node:child_process';
import path from 'node:path';

export type RunningServer = {
  origin: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output: () => string;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

// The suite runs from the project root (see playwright.config.ts).
const root = process.cwd();

async function waitUntilServing(server: RunningServer, ended: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !ended()) {
    const res = await fetch(`${server.origin}/api/settings.php`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on ${server.origin} did not start:\n${server.output()}`);
}

/**
 * The built server (`node dist/server/main.js`) on its own port and data directory, with no demo
 * members. With `expectExit` it is not waited for: the caller expects it to refuse to start.
 */
export async function startBuiltServer(options: { dataDir: string; port: number; expectExit?: boolean }): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DEMO_MEMBERS: '0',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  let ended = false;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => ((ended = true), resolve(code))));
  const server: RunningServer = {
    origin: `http://127.0.0.1:${options.port}`,
    exited,
    output: () => text,
    kill: async (signal) => {
      if (!ended) child.kill(signal);
      await exited;
    },
  };
  if (!options.expectExit) await waitUntilServing(server, () => ended);
  return server;
}
