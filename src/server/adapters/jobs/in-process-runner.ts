import 'server-only';
import { DEFAULT_RETRY, STOP_TIMEOUT_MS, type Every, type JobHandler, type JobRunner, type RetryPolicy } from './job-runner';
import { describeJobError, type JobLog } from './job-log';

type Run = { name: string; payload: object; retry: RetryPolicy; retriesDone: number };
type Options = {
  log: JobLog;
  /** When a periodic job first runs after start(); later runs follow every period. */
  firstRunDelayMs?: number;
};

/**
 * The embedded runner: jobs live in this process's memory, which is enough because PGlite serves one
 * process (the data-directory lock). A failing job is retried with backoff; only a job still waiting
 * for its retry when the process stops is lost, and stop() says so in the log.
 */
export function createInProcessRunner({ log, firstRunDelayMs = 60_000 }: Options): JobRunner {
  const handlers = new Map<string, { handler: JobHandler<object>; retry: RetryPolicy }>();
  const schedules = new Map<string, Every>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const backlog: Run[] = [];
  const idleWaiters: Array<() => void> = [];
  let outstanding = 0; // queued, running or waiting for a retry
  let state: 'new' | 'started' | 'stopped' = 'new';

  const settle = () => {
    outstanding -= 1;
    if (outstanding === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
  };
  const after = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms).unref();
    timers.add(timer);
  };

  async function attempt(run: Run): Promise<void> {
    const entry = handlers.get(run.name);
    try {
      if (!entry) throw new Error(`no handler for job ${run.name}`);
      await entry.handler(run.payload);
      settle();
    } catch (err) {
      const tries = run.retriesDone + 1;
      const final = run.retriesDone >= run.retry.retryLimit || state === 'stopped';
      log.failed?.(run.name, final);
      if (final) {
        log.error(`job ${run.name} failed for good after ${tries} attempt(s): ${describeJobError(err)}`);
        settle();
        return;
      }
      const delayMs = run.retry.retryDelaySeconds * 1000 * 2 ** run.retriesDone;
      log.error(`job ${run.name} failed (attempt ${tries}), retrying in ${delayMs} ms: ${describeJobError(err)}`);
      after(delayMs, () => dispatch({ ...run, retriesDone: tries }));
    }
  }

  function dispatch(run: Run): void {
    if (state === 'stopped') {
      log.error(`job ${run.name} dropped: the runner has stopped`);
      return settle();
    }
    if (state === 'new') {
      backlog.push(run);
      return;
    }
    const job: Promise<void> = attempt(run).finally(() => running.delete(job));
    running.add(job);
  }

  function startSchedule(name: string, every: Every): void {
    let busy = false;
    const tick = () => {
      after(every.minutes * 60_000, tick);
      if (busy) return; // the previous run is still going: skip this tick rather than pile up
      busy = true;
      outstanding += 1;
      const retry = { retryLimit: 0, retryDelaySeconds: 0 };
      const job: Promise<void> = attempt({ name, payload: {}, retry, retriesDone: 0 }).finally(() => {
        busy = false;
        running.delete(job);
      });
      running.add(job);
    };
    after(firstRunDelayMs, tick);
  }

  return {
    kind: 'in-process',
    handle(name, handler, retry = DEFAULT_RETRY) {
      handlers.set(name, { handler: handler as JobHandler<object>, retry });
    },
    async enqueue(name, payload, options = {}) {
      const defaults = handlers.get(name)?.retry ?? DEFAULT_RETRY;
      outstanding += 1;
      dispatch({ name, payload, retry: { ...defaults, ...options }, retriesDone: 0 });
    },
    async schedule(name, every) {
      schedules.set(name, every);
      if (state === 'started') startSchedule(name, every);
    },
    async start() {
      if (state !== 'new') return;
      state = 'started';
      for (const run of backlog.splice(0)) dispatch(run);
      for (const [name, every] of schedules) startSchedule(name, every);
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const waiting = outstanding - running.size;
      if (waiting > 0) log.error(`jobs: ${waiting} job(s) still queued or waiting for a retry are dropped at shutdown`);
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
      await Promise.race([Promise.allSettled([...running]), deadline]);
      outstanding = 0;
      idleWaiters.splice(0).forEach((resolve) => resolve());
    },
    waiting: async () => outstanding - running.size,
    drain() {
      if (outstanding === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}
