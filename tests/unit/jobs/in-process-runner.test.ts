import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessRunner } from '@/server/adapters/jobs/in-process-runner';
import { everyToCron } from '@/server/adapters/jobs/every-to-cron';

const quiet = { info: () => {}, error: () => {} };
afterEach(() => vi.useRealTimers());

describe('the in-process runner', () => {
  it('runs a periodic job a minute after start, then every period', async () => {
    vi.useFakeTimers();
    const runner = createInProcessRunner({ log: quiet });
    const runs: number[] = [];
    runner.handle('purge', async () => void runs.push(Date.now()));
    await runner.schedule('purge', { minutes: 60 });
    await runner.start();
    const started = Date.now();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000 + 2 * 3_600_000);
    expect(runs.map((at) => at - started)).toEqual([60_000, 3_660_000, 7_260_000]);
    await runner.stop();
  });

  it('waits with backoff between retries: 1 s, then 2 s', async () => {
    vi.useFakeTimers();
    const runner = createInProcessRunner({ log: quiet });
    const attempts: number[] = [];
    runner.handle(
      'mail',
      async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('451 try again later');
      },
      { retryLimit: 5, retryDelaySeconds: 1 },
    );
    await runner.start();
    await runner.enqueue('mail', {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts.map((at) => at - attempts[0])).toEqual([0, 1_000, 3_000]);
    await runner.stop();
  });

  it('keeps jobs queued before start and runs them once started', async () => {
    const runner = createInProcessRunner({ log: quiet });
    const seen: object[] = [];
    runner.handle('mail', async (payload) => void seen.push(payload));
    await runner.enqueue('mail', { tokenId: 1 });
    expect(seen).toEqual([]);
    await runner.start();
    await runner.drain();
    expect(seen).toEqual([{ tokenId: 1 }]);
    await runner.stop();
  });
});

describe('periods as cron expressions', () => {
  it('turns divisors of an hour or a day into cron, and refuses the rest', () => {
    expect(everyToCron({ minutes: 1 })).toBe('* * * * *');
    expect(everyToCron({ minutes: 15 })).toBe('*/15 * * * *');
    expect(everyToCron({ minutes: 60 })).toBe('0 * * * *');
    expect(everyToCron({ minutes: 360 })).toBe('0 */6 * * *');
    expect(everyToCron({ minutes: 1440 })).toBe('0 0 * * *');
    expect(() => everyToCron({ minutes: 7 })).toThrow(/cannot be scheduled/);
    expect(() => everyToCron({ minutes: 300 })).toThrow(/cannot be scheduled/);
  });
});
