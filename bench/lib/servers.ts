import path from 'node:path';
import { startProcess, stopProcess, type Spawned } from './processes';

export type Server = { name: string; origin: string; logFile: string; proc: Spawned };

const root = process.cwd();

async function waitUntilReady(server: Server, probePath: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.proc.child.exitCode !== null) break;
    try {
      const res = await fetch(server.origin + probePath, { headers: { host: 'localhost' } });
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcess(server.proc);
  throw new Error(`${server.name} did not become ready on ${server.origin}${probePath}; see ${server.logFile}`);
}

async function startTsServer(name: string, script: string, args: string[], port: number, logFile: string): Promise<Server> {
  const proc = startProcess(process.execPath, ['--import', 'tsx', path.join(root, script), String(port), ...args], process.env, logFile);
  const server = { name, origin: `http://127.0.0.1:${port}`, logFile, proc };
  await waitUntilReady(server, '/');
  return server;
}

/** A bare node:http server answering a small JSON, or the bytes of `bodyFile`. */
export function startBareServer(port: number, logFile: string, bodyFile?: string): Promise<Server> {
  return startTsServer('bare node:http', 'bench/bare-server.ts', bodyFile ? [bodyFile] : [], port, logFile);
}

/** A bare node:http + pg server running the endpoints' own SQL. */
export function startBarePgServer(port: number, databaseUrl: string, logFile: string): Promise<Server> {
  return startTsServer('bare node:http + pg', 'bench/bare-pg-server.ts', [databaseUrl], port, logFile);
}

/** The built app (`node dist/server/main.js`, what `npm start` runs); DATABASE_URL only when given. */
export async function startAppServer(options: { name: string; port: number; dataDir: string; databaseUrl?: string; logFile: string }): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'error',
    // No load balancer in front: stop at once instead of waiting for one to notice /readyz.
    DRAIN_DELAY_SECONDS: '0',
    // All load comes from one address: the general per-IP limit would answer most of it with 429.
    API_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const proc = startProcess(process.execPath, [path.join(root, 'dist/server/main.js')], env, options.logFile);
  const server = { name: options.name, origin: `http://127.0.0.1:${options.port}`, logFile: options.logFile, proc };
  await waitUntilReady(server, '/api/settings.php');
  return server;
}

export function stopServer(server: Server): Promise<void> {
  return stopProcess(server.proc);
}
