import { describe, expect, it } from 'vitest';
import { createImageQueue } from '@/server/services/photos/image-queue';
import { ApiError } from '@/server/errors';

/** A job that runs until the test lets it finish, recording how many ran at once. */
function controlledJobs() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const finishers = new Map<number, () => void>();
  const job = (n: number) => () =>
    new Promise<number>((resolve) => {
      running++;
      most = Math.max(most, running);
      started.push(n);
      finishers.set(n, () => {
        running--;
        resolve(n);
      });
    });
  return { job, started, finish: (n: number) => finishers.get(n)!(), most: () => most };
}

describe('the image queue', () => {
  it('runs at most the given number of jobs at once, the others in order of arrival', async () => {
    const queue = createImageQueue({ concurrency: 2, maxWaiting: 10 });
    const jobs = controlledJobs();
    const results = [1, 2, 3, 4, 5].map((n) => queue.run(jobs.job(n)));
    await Promise.resolve();
    expect(jobs.started).toEqual([1, 2]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 3 });
    for (const n of [2, 1, 3, 4, 5]) {
      jobs.finish(n);
      await results[n - 1];
    }
    expect(jobs.started).toEqual([1, 2, 3, 4, 5]);
    expect(jobs.most()).toBe(2);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job when the line is full, with 429 and Retry-After', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 1, retryAfterSeconds: 3 });
    const jobs = controlledJobs();
    const first = queue.run(jobs.job(1));
    const second = queue.run(jobs.job(2));
    const refused = await queue.run(jobs.job(3)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'image_queue_full', headers: { 'Retry-After': '3' } });
    jobs.finish(1);
    await first;
    await Promise.resolve();
    jobs.finish(2);
    expect(await second).toBe(2);
    expect(jobs.started).toEqual([1, 2]);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
