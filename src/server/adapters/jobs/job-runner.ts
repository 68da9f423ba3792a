import 'server-only';

/** How often a periodic job runs. Whole minutes, so both runners (and cron) can express it. */
export type Every = { minutes: number };

/** Retries with exponential backoff: attempt n+1 waits about retryDelaySeconds × 2^n. */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number };

export type JobHandler<P extends object> = (payload: P) => Promise<void>;

/** The default for one-off jobs: 5 retries over about a minute (1 + 2 + 4 + 8 + 16 + 32 s). */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 6, retryDelaySeconds: 1 };

/**
 * Background work. One-off jobs are retried until they succeed or their retries run out; periodic
 * jobs run once per tick across the whole cluster. pg-boss on PostgreSQL (any number of instances),
 * an in-process runner on PGlite (one process per data directory).
 */
export interface JobRunner {
  readonly kind: 'in-process' | 'pg-boss';
  /** Names the handler of a job; every name is handled before start(). */
  handle<P extends object>(name: string, handler: JobHandler<P>, retry?: RetryPolicy): void;
  /** Queues one run of a handled job. The payload is stored (pg-boss): never put secrets in it. */
  enqueue<P extends object>(name: string, payload: P, options?: Partial<RetryPolicy>): Promise<void>;
  /** Runs a handled job (with an empty payload) every period, once per cluster. */
  schedule(name: string, every: Every): Promise<void>;
  start(): Promise<void>;
  /** Stops taking work and waits at most a bounded time for running jobs to finish. */
  stop(): Promise<void>;
  /**
   * Resolves once no queued job is left unfinished (each succeeded or ran out of retries): this
   * process's jobs in memory, the whole queue on pg-boss. Tests wait on it instead of sleeping.
   */
  drain(): Promise<void>;
  /** Jobs queued or waiting for a retry, not yet running: this process's, or the whole queue's on pg-boss. */
  waiting(): Promise<number>;
}

/**
 * The longest stop() waits for running jobs. Shutdown drains HTTP first (up to 10 s), so this keeps the
 * whole stop within 15 s. pg-boss marks a job cut off here failed, and another instance retries it.
 */
export const STOP_TIMEOUT_MS = 4_000;
