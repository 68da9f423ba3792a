// The one server process: `/api/*` to the Hono app, every other request to Next, on one port.
// Built to dist/server/main.js by `npm run build`; `npm start` runs it, `npm run dev` runs it with --dev.
import 'server-only';
import { createServer } from 'node:http';
import next from 'next';
import { getRequestListener } from '@hono/node-server';
import { app } from './api/app';
import { bootBackend } from './boot';
import { DataDirLockedError } from './db/data-dir-lock';
import { createShutdown } from './http/graceful-shutdown';
import { routeRequests } from './http/request-router';
import { serveCachedAnswers } from './http/cached-answers';
import { guardStaffHost } from './http/staff-host';
import { pageNonce, withPageSecurity } from './http/page-security';
import { withPaintFirst } from './http/paint-first';
import { applyTimeouts } from './http/timeouts';
import { createOpsEndpoints } from './http/ops-endpoints';
import { drainDelayMs, env } from './env';
import { log, logPrettily } from './log';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  if (dev) await logPrettily();
  const backend = await bootBackend();
  const pages = next({ dev, dir: process.cwd(), hostname: 'localhost', port: env.PORT });
  await pages.prepare();
  // overrideGlobalObjects: false keeps Node's own Response, which Next's App Router needs.
  const api = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  let shutdown: ReturnType<typeof createShutdown> | null = null;
  const isDraining = () => shutdown?.stopping ?? false;
  const ops = createOpsEndpoints({ isDraining, readiness: backend.readiness, metrics: () => backend.container.metrics, metricsToken: env.METRICS_TOKEN });
  // Pages get a per-request CSP nonce and the security headers; the API sets its own in Hono. The
  // landing page, landers, member landings and profiles paint before their scripts run
  // (http/paint-first.ts), except in development, where the scripts are the development server's own.
  const nextHandler = pages.getRequestHandler();
  const pageHandler = withPageSecurity(dev ? nextHandler : withPaintFirst(nextHandler, pageNonce), { dev, trustProxy: env.TRUST_PROXY });
  const server = createServer(
    guardStaffHost(
      env.STAFF_HOST,
      serveCachedAnswers(routeRequests(api, pageHandler, isDraining, { trustProxy: env.TRUST_PROXY, ops }), {
        isStopping: isDraining,
        trustProxy: env.TRUST_PROXY,
      }),
    ),
  );
  applyTimeouts(server);
  shutdown = createShutdown(
    server,
    async () => {
      await pages.close();
      await backend.close();
    },
    (line) => log.info(line),
    () => backend.container.streams.endAll(),
    drainDelayMs,
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown.stop(signal).then(() => process.exit(0)));
  }
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  log.info(`ready on http://localhost:${env.PORT} (${dev ? 'development' : 'production'}, pid ${process.pid})`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) console.error(`[error] ${err.message}`);
  else console.error('[error] the server could not start', err);
  process.exit(1);
});
