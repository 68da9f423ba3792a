import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readiness } from '../health/readiness';
import type { Metrics } from '../metrics/metrics';
import { metricsAllowed } from './metrics-access';
import { log } from '../log';

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

export type OpsDeps = {
  /** Whether the process is stopping: /readyz answers 503 so the load balancer sends no more. */
  isDraining: () => boolean;
  readiness: () => Promise<Readiness>;
  metrics: () => Metrics;
  /** METRICS_TOKEN: lets a scraper elsewhere read /metrics with `Authorization: Bearer …`. */
  metricsToken?: string;
};

const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
type OpsPath = (typeof OPS_PATHS)[number];

function opsPathOf(url: string): OpsPath | null {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return OPS_PATHS.find((known) => known === path) ?? null;
}

/** True for the operations endpoints, with or without a query string. */
export const isOpsPath = (url: string): boolean => opsPathOf(url) !== null;

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
const TEXT = 'text/plain; charset=utf-8';

async function answerReady(res: ServerResponse, deps: OpsDeps): Promise<void> {
  if (deps.isDraining()) return sendJson(res, 503, { status: 'draining' });
  const { ready, checks } = await deps.readiness();
  // Stopping began while the checks ran: the balancer must not send more either way.
  if (deps.isDraining()) return sendJson(res, 503, { status: 'draining', checks });
  sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unavailable', checks });
}

async function answerMetrics(req: IncomingMessage, res: ServerResponse, deps: OpsDeps): Promise<void> {
  // Refused as if absent (404): a stranger learns nothing, not even that metrics exist here.
  if (!metricsAllowed(req, deps.metricsToken)) return send(res, 404, TEXT, 'Not found\n');
  const metrics = deps.metrics();
  send(res, 200, metrics.contentType, await metrics.text());
}

/**
 * For load balancers and the operator's scraper, before the pages and the API:
 * `/healthz` the process answers (no dependency touched), `/readyz` the database and Redis answer
 * and the process is not stopping, `/metrics` Prometheus text for loopback callers or the token.
 */
export function createOpsEndpoints(deps: OpsDeps): Listener {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return send(res, 405, TEXT, 'Method not allowed\n');
    }
    const path = opsPathOf(req.url ?? '/');
    if (path === '/healthz') return send(res, 200, TEXT, 'ok\n');
    const answer = path === '/readyz' ? answerReady(res, deps) : answerMetrics(req, res, deps);
    await answer.catch((err: unknown) => {
      log.error(`${path} failed`, err);
      if (!res.headersSent) send(res, 500, TEXT, 'Internal error\n');
    });
  };
}
