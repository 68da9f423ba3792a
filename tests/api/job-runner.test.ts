import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '@/server/adapters/jobs/create-job-runner';
import type { JobRunner } from '@/server/adapters/jobs/job-runner';
import { openTestDb } from '../fixtures/test-db';

// The runner of the mode under test: in-process on PGlite, pg-boss when DATABASE_URL is set.
let handle: Awaited<ReturnType<typeof openTestDb>>;
let runner: JobRunner;
const errors: string[] = [];
// What the metrics count: each failed attempt, and whether it was the last.
const failures: string[] = [];
const runs: Record<string, object[]> = { echo: [], flaky: [], broken: [], slow: [], mail: [] };
let releaseFirstMail: () => void = () => {};
const firstMailHeld = new Promise<void>((resolve) => (releaseFirstMail = resolve));
let firstMailStarted: () => void = () => {};
const firstMailRunning = new Promise<void>((resolve) => (firstMailStarted = resolve));
let refusalsLeft = 1;
let failuresLeft = 2;
let releaseSlow: () => void = () => {};
let slowFinished = false;
let slowStarted: () => void = () => {};
const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));

beforeAll(async () => {
  handle = await openTestDb();
  runner = createJobRunner({
    databaseUrl: handle.url,
    log: { info: () => {}, error: (line) => errors.push(line), failed: (job, final) => failures.push(`${job} ${final ? 'final' : 'retried'}`) },
  });
  const noDelay = { retryLimit: 3, retryDelaySeconds: 0 };
  runner.handle('echo', async (payload) => void runs.echo.push(payload));
  runner.handle(
    'flaky',
    async (payload) => {
      runs.flaky.push(payload);
      if (failuresLeft-- > 0) throw new Error('could not reach mail.example.com for anna@example.com');
    },
    noDelay,
  );
  runner.handle(
    'broken',
    async (payload) => {
      runs.broken.push(payload);
      throw new Error('always fails');
    },
    { retryLimit: 1, retryDelaySeconds: 0 },
  );
  // Mails queued while the worker is busy are fetched together (one batch on pg-boss).
  runner.handle(
    'mail',
    async (payload: { to: string }) => {
      runs.mail.push(payload);
      if (payload.to === 'first') {
        firstMailStarted();
        await firstMailHeld;
      }
      if (payload.to === 'refused' && refusalsLeft-- > 0) throw new Error('421 try again later');
    },
    noDelay,
  );
  runner.handle('slow', (payload) => {
    runs.slow.push(payload);
    slowStarted();
    return new Promise<void>((resolve) => {
      releaseSlow = () => {
        slowFinished = true;
        resolve();
      };
    });
  });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await handle.close();
});

describe('the job runner', () => {
  it('runs a queued job once, with its payload', async () => {
    await runner.enqueue('echo', { memberId: 7 });
    await runner.drain();
    expect(runs.echo).toEqual([{ memberId: 7 }]);
    expect(await runner.waiting()).toBe(0);
  });

  it('retries a failing job until it succeeds, and logs no address', async () => {
    await runner.enqueue('flaky', { attempt: 'any' });
    await runner.drain();
    expect(runs.flaky).toHaveLength(3);
    expect(errors.filter((line) => line.includes('flaky'))).toHaveLength(2);
    expect(errors.join('\n')).not.toContain('anna@example.com');
    expect(failures.filter((line) => line.startsWith('flaky'))).toEqual(['flaky retried', 'flaky retried']);
  });

  it('gives up after its retries run out', async () => {
    await runner.enqueue('broken', {});
    await runner.drain();
    expect(runs.broken).toHaveLength(2);
    expect(failures.filter((line) => line.startsWith('broken'))).toEqual(['broken retried', 'broken final']);
  });

  it('retries only the job that failed among jobs that were due together', async () => {
    await runner.enqueue('mail', { to: 'first' });
    await firstMailRunning;
    const others = ['a', 'b', 'refused', 'c', 'd'];
    for (const to of others) await runner.enqueue('mail', { to });
    releaseFirstMail();
    await runner.drain();
    const sent = runs.mail.map((payload) => (payload as { to: string }).to).sort();
    expect(sent).toEqual(['a', 'b', 'c', 'd', 'first', 'refused', 'refused']);
    expect(failures.filter((line) => line.startsWith('mail'))).toEqual(['mail retried']);
  });

  it('waits for a running job when it stops', async () => {
    await runner.enqueue('slow', {});
    await slowRunning;
    const finishedWhenStopped = runner.stop().then(() => slowFinished);
    // The job ends only after stop() was called; a stop that did not wait would resolve first.
    setImmediate(() => releaseSlow());
    expect(await finishedWhenStopped).toBe(true);
  });
});
