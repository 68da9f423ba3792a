import 'server-only';
import { tooManyRequests } from '../../errors';

export type ImageQueueLimits = {
  /** Image jobs running at once; each one keeps sharp's threads busy. */
  concurrency: number;
  /** Jobs allowed to wait for a free slot; one more is refused at once. */
  maxWaiting: number;
  /** Seconds a refused client is asked to wait (Retry-After). */
  retryAfterSeconds?: number;
};

export type ImageQueue = {
  /** Runs `job` when a slot is free; throws 429 image_queue_full when too many are waiting. */
  run<T>(job: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number };
};

export const queueFull = (retryAfterSeconds: number) => tooManyRequests(retryAfterSeconds, 'image_queue_full');

/**
 * Bounds the image work of one process: decoding and re-encoding photos costs CPU and memory, so a
 * burst of uploads waits its turn instead of starving every other request, and a flood is refused.
 */
export function createImageQueue(limits: ImageQueueLimits): ImageQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const acquire = (): Promise<void> => {
    if (running < limits.concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= limits.maxWaiting) return Promise.reject(queueFull(limits.retryAfterSeconds ?? 5));
    // The slot passes straight from the finishing job to the next one, so `running` stays counted.
    return new Promise((resolve) => waiting.push(resolve));
  };
  return {
    async run(job) {
      await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

/** Two image jobs per process (the machines have few cores) and a short line behind them. */
export const DEFAULT_IMAGE_QUEUE_LIMITS: ImageQueueLimits = { concurrency: 2, maxWaiting: 16, retryAfterSeconds: 5 };
