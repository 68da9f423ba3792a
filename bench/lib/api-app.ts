// What the message, payments and chat benches share: the built API alone (`dist/server/api-only.js`,
// or BENCH_APP_ENTRY, e.g. an earlier commit's bundle, to compare) started on PostgreSQL without demo
// data, a bare server started from a script beside it, and the way a phase runs as a script of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killAllNow, runToEnd, startProcess, type Spawned } from './processes';

// BENCH_NODE_ARGS adds flags to the app's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under the load).
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'dist/server/api-only.js';

/** Waits until `origin` answers at all; throws when the process ends first or after two minutes. */
export async function waitForHttp(origin: string, proc: Spawned): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && proc.child.exitCode === null;) {
    const answered = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no server on ${origin}`);
}

export type ApiApp = { origin: string; proc: Spawned };

/**
 * The built API on `databaseUrl` at `port`, ready to answer; `env` adds or (with undefined) removes
 * settings. Without demo data the first start makes the one site (src/server/db/seed/seed-sites.ts),
 * and the general per-IP limit is lifted, as all load comes from one address.
 */
export async function startApiApp(options: { tmp: string; port: number; databaseUrl: string; env?: Record<string, string | undefined> }): Promise<ApiApp> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(options.tmp, 'app'),
    DATABASE_URL: options.databaseUrl,
    DEMO_DATA: '0',
    SITE_DOMAIN: 'bench.example',
    SITE_NAME: 'Bench',
    LOG_LEVEL: 'error',
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
    // No load balancer in front: stop at once (and so write a --cpu-prof profile) instead of draining.
    DRAIN_DELAY_SECONDS: '0',
    REDIS_URL: undefined,
    ...options.env,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  const proc = startProcess(process.execPath, [...NODE_ARGS, APP_ENTRY], env, path.join(options.tmp, 'app.log'));
  const origin = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${origin}/api/settings.php`, proc);
  return { origin, proc };
}

/** A bare comparison server (`script` takes the port first, then `args`), ready to answer. */
export async function startBareScript(options: { tmp: string; script: string; port: number; args?: string[] }): Promise<ApiApp> {
  const argv = ['--import', 'tsx', options.script, String(options.port), ...(options.args ?? [])];
  const proc = startProcess(process.execPath, argv, process.env, path.join(options.tmp, 'bare.log'));
  const origin = `http://127.0.0.1:${options.port}`;
  await waitForHttp(origin, proc);
  return { origin, proc };
}

/** The one-minute load average when a phase began and now, for its report. */
export type MachineLoad = { loadBefore: string; loadAfter: string };

/**
 * A phase's frame: a temporary folder, a fresh server bundle, the load average before and after; the
 * folder is removed whatever happens.
 */
export async function inBenchFolder<T>(name: string, run: (tmp: string, machine: () => MachineLoad) => Promise<T>): Promise<T> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `amora-bench-${name}-`));
  const loadBefore = os.loadavg()[0].toFixed(1);
  try {
    await runToEnd('node', ['scripts/build-server.mjs'], process.env, path.join(tmp, 'build.log'));
    return await run(tmp, () => ({ loadBefore, loadAfter: os.loadavg()[0].toFixed(1) }));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Runs `phase` when the file `script` (e.g. `message/run.ts`) is the one node was started with. */
export function runWhenMain(script: string, phase: () => Promise<string>): void {
  if (!process.argv[1]?.endsWith(path.join(...script.split('/')))) return;
  process.once('exit', killAllNow);
  phase().then(
    (section) => console.log(section),
    (error: unknown) => {
      console.error(`[bench:${script.split('/')[0]}] failed:`, error);
      process.exitCode = 1;
    },
  );
}
