// The API alone on one port, without the pages: the same boot as the full server (data-directory lock,
// migrations, seed, container, jobs) and the same shutdown. For instances that serve only /api or only
// run background jobs behind a load balancer, and for tests that start several instances as processes.
// Built to dist/server/api-only.js by `npm run build`.
import 'server-only';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { app } from './api/app';
import { bootBackend } from './boot';
import { DataDirLockedError } from './db/data-dir-lock';
import { createShutdown } from './http/graceful-shutdown';
import { routeRequests } from './http/request-router';
import { serveCachedAnswers } from './http/cached-answers';
import { guardStaffHost } from './http/staff-host';
import { applyTimeouts } from './http/timeouts';
import { createOpsEndpoints } from './http/ops-endpoints';
import { drainDelayMs, env } from './env';
import { log } from './log';

function noPages(_req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 404;
  res.end('This instance serves the API only.\n');
}

async function main(): Promise<void> {
  const backend = await bootBackend();
  const api = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  let shutdown: ReturnType<typeof createShutdown> | null = null;
  const isDraining = () => shutdown?.stopping ?? false;
  const ops = createOpsEndpoints({ isDraining, readiness: backend.readiness, metrics: () => backend.container.metrics, metricsToken: env.METRICS_TOKEN });
  const server = createServer(
    guardStaffHost(
      env.STAFF_HOST,
      serveCachedAnswers(routeRequests(api, noPages, isDraining, { trustProxy: env.TRUST_PROXY, ops }), {
        isStopping: isDraining,
        trustProxy: env.TRUST_PROXY,
      }),
    ),
  );
  applyTimeouts(server);
  shutdown = createShutdown(
    server,
    () => backend.close(),
    (line) => log.info(line),
    () => backend.container.streams.endAll(),
    drainDelayMs,
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown.stop(signal).then(() => process.exit(0)));
  }
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  log.info(`ready on http://localhost:${env.PORT} (API only, pid ${process.pid})`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) console.error(`[error] ${err.message}`);
  else console.error('[error] the server could not start', err);
  process.exit(1);
});
