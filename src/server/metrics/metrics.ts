import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import { createRouteTimings } from './route-timings';

/** The database's connections as the pool sees them; PGlite is one connection in the process. */
export type PoolUse = { total: number; idle?: number; waiting?: number };

/** What the gauges read when scraped (nothing is counted on the request path for them). */
export type MetricSources = {
  openStreams?: () => number;
  pool?: () => PoolUse;
  /** Jobs queued or waiting for a retry. */
  jobsWaiting?: () => Promise<number>;
};

export type WebhookOutcome = 'processed' | 'refused' | 'failed';

function gauges(registry: Registry, sources: MetricSources): void {
  new Gauge({
    name: 'sse_streams_open',
    help: 'Event streams (GET /api/events.php and the back office inbox) open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openStreams?.() ?? 0);
    },
  });
  new Gauge({
    name: 'jobs_waiting',
    help: 'Background jobs queued or waiting for a retry (on PostgreSQL: the whole cluster queue)',
    registers: [registry],
    async collect() {
      if (sources.jobsWaiting) this.set(await sources.jobsWaiting().catch(() => Number.NaN));
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = sources.pool?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      if (use.idle !== undefined) this.set({ state: 'idle' }, use.idle);
      if (use.waiting !== undefined) this.set({ state: 'waiting' }, use.waiting);
    },
  });
}

/**
 * The process's metrics in one registry (held by the container, never a module global, so tests
 * and several apps in one process do not share counts). `processMetrics` adds prom-client's CPU,
 * memory, event-loop and GC figures: the server's boot asks for them, tests need not.
 */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  const sources: MetricSources = {};
  const timings = createRouteTimings();
  for (const metric of timings.metrics) registry.registerMetric(metric as unknown as Metric);
  gauges(registry, sources);
  const messagesSent = new Counter({ name: 'chat_messages_sent_total', help: 'Chat messages (texts, gifts, photos) sent', registers: [registry] });
  const jobFailures = new Counter({
    name: 'jobs_failed_total',
    help: 'Failed background job attempts, by job and whether it was the last (final="true": given up)',
    labelNames: ['job', 'final'],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'payment_webhooks_total',
    help: 'Payment provider webhook calls: processed, refused (bad input) or failed (the provider retries)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    recordRequest: timings.record,
    messageSent: () => messagesSent.inc(),
    jobFailed: (job: string, final: boolean) => jobFailures.inc({ job, final: final ? 'true' : 'false' }),
    webhook: (outcome: WebhookOutcome) => webhooks.inc({ outcome }),
    /** Names where the gauges read from (the container's streams, the database pool, the job queue). */
    observe: (more: MetricSources) => void Object.assign(sources, more),
    /** The Prometheus text exposition. */
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
