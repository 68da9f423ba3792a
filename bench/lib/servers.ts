import path from 'node:path';
import { startProcess, stopProcess, type Spawned } from './processes';

export type Server = { name: string; origin: string; logFile: string; proc: Spawned };

const root = process.cwd();
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

async function waitUntilReady(server: Server, probePath: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.proc.child.exitCode !== null) break;
    try {
      const res = await fetch(server.origin + probePath, { headers: { host: 'localhost' } });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(server.proc);
  throw new Error(`${server.name} did not become ready on ${server.origin}${probePath}; see ${server.logFile}`);
}

export async function startBareServer(port: number, logFile: string): Promise<Server> {
  const proc = startProcess(process.execPath, ['--import', 'tsx', path.join(root, 'bench/bare-server.ts'), String(port)], process.env, logFile);
  const server = { name: 'bare node:http', origin: `http://127.0.0.1:${port}`, logFile, proc };
  await waitUntilReady(server, '/');
  return server;
}

/** `next start` on the built app; DATABASE_URL only when given, so a stray one never leaks into the PGlite run. */
export async function startNextServer(options: { name: string; port: number; dataDir: string; databaseUrl?: string; logFile: string }): Promise<Server> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(options.port), DATA_DIR: options.dataDir };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const proc = startProcess(process.execPath, [nextBin, 'start', '-p', String(options.port), '-H', '127.0.0.1'], env, options.logFile);
  const server = { name: options.name, origin: `http://127.0.0.1:${options.port}`, logFile: options.logFile, proc };
  await waitUntilReady(server, '/api/settings.php');
  return server;
}

export function stopServer(server: Server): Promise<void> {
  return stopProcess(server.proc);
}
