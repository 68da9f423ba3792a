import 'server-only';
import { PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import { DEFAULT_RETRY, STOP_TIMEOUT_MS, type Every, type JobHandler, type JobRunner, type RetryPolicy } from './job-runner';
import { describeJobError, type JobLog } from './job-log';
import { everyToCron } from './every-to-cron';

type Options = {
  connectionString: string;
  log: JobLog;
  /** How often an instance checks for due schedules (pg-boss lets one instance per interval do it). */
  cronCheckSeconds?: number;
  /** Jobs a worker fetches at once (JOB_BATCH_SIZE). */
  batchSize?: number;
};

const DRAIN_POLL_MS = 50;
// pg-boss's job_state enum is ordered created < retry < active < completed < cancelled < failed.
const UNFINISHED_SQL = `select count(*)::int as n from pgboss.job where name = any($1) and state < 'completed'`;
const WAITING_SQL = `select count(*)::int as n from pgboss.job where name = any($1) and state < 'active'`;

function queueRetry({ retryLimit, retryDelaySeconds }: RetryPolicy) {
  return { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: retryDelaySeconds > 0 };
}

/**
 * The scale runner: jobs are rows in pg-boss's tables (schema `pgboss`) in our PostgreSQL, so any
 * number of instances share one queue. A job is claimed by one worker (SKIP LOCKED) and retried with
 * backoff; a schedule is one row, and its occurrences are created once per cluster.
 */
export function createPgBossRunner({ connectionString, log, cronCheckSeconds = 30, batchSize = 10 }: Options): JobRunner {
  const boss = new PgBoss({
    connectionString,
    max: 4,
    useListenNotify: true,
    cronMonitorIntervalSeconds: cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(5, cronCheckSeconds),
  });
  boss.on('error', (err) => log.error(`job queue: ${describeJobError(err)}`));
  // Backlog, slow queries, clock skew …: worth an operator's eye, never a failure of ours.
  boss.on('warning', (warning) => log.info(`job queue warning: ${warning.message}`));
  const handlers = new Map<string, { handler: JobHandler<object>; retry: RetryPolicy }>();
  const schedules = new Map<string, Every>();
  let started = false;

  /** One job of a batch: its handler's outcome, a failure logged and retried on its own. */
  async function runOne(name: string, handler: JobHandler<object>, job: JobWithMetadata<object | null>): Promise<JobResult> {
    try {
      await handler(job.data ?? {});
      return { id: job.id, status: 'completed' };
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      log.failed?.(name, last);
      log.error(`job ${name} failed (attempt ${job.retryCount + 1}${last ? ', for good' : ', will retry'}): ${describeJobError(err)}`);
      return { id: job.id, status: 'failed', output: { message: describeJobError(err) } };
    }
  }

  async function work(name: string, handler: JobHandler<object>, retry: RetryPolicy): Promise<void> {
    await boss.createQueue(name, { ...queueRetry(retry), notify: true });
    // NOTIFY wakes a worker for a new job; a retry comes due later without one, so poll often as well.
    const polling = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };
    // Jobs that are due together are fetched in one round trip and settled in one or two (the
    // completed ones, the failed ones): a mail per message is otherwise three statements of queue
    // work. The batch's jobs run side by side, as jobs on several instances do.
    const options = { includeMetadata: true, perJobResults: true, batchSize, ...polling } as const;
    await boss.work<object | null, JobResult[], typeof options>(name, options, (jobs) => Promise.all(jobs.map((job) => runOne(name, handler, job))));
  }

  /** Jobs of our queues in the given states (the query), on any instance. */
  async function count(query: string): Promise<number> {
    const { rows } = await boss.getDb().executeSql(query, [[...handlers.keys()]]);
    return Number((rows[0] as { n?: number } | undefined)?.n ?? 0);
  }

  return {
    kind: 'pg-boss',
    handle(name, handler, retry = DEFAULT_RETRY) {
      handlers.set(name, { handler: handler as JobHandler<object>, retry });
    },
    async enqueue(name, payload, options = {}) {
      if (!started) throw new Error(`job ${name} queued before the job runner started`);
      const retry = { ...(handlers.get(name)?.retry ?? DEFAULT_RETRY), ...options };
      await boss.send(name, payload, queueRetry(retry));
    },
    async schedule(name, every) {
      schedules.set(name, every);
      if (started) await boss.schedule(name, everyToCron(every));
    },
    async start() {
      if (started) return;
      await boss.start();
      for (const [name, { handler, retry }] of handlers) await work(name, handler, retry);
      // Every instance upserts the same schedule row; pg-boss creates each occurrence's job once.
      for (const [name, every] of schedules) await boss.schedule(name, everyToCron(every));
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
    // Not done yet, including retries that are not due yet.
    waiting: () => count(WAITING_SQL),
    async drain() {
      while ((await count(UNFINISHED_SQL)) > 0) await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    },
  };
}
