import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimits, createRedisRateLimits } from '@/server/adapters/ratelimit/create-rate-limits';
import { LIMIT_POLICIES } from '@/server/adapters/ratelimit/policies';
import type { RateLimits } from '@/server/adapters/ratelimit/rate-limits';

// The CI machine runs Redis on loopback; locally the Redis store is tested when REDIS_URL is set.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: RateLimits[] = [];
afterAll(async () => {
  await Promise.all(opened.map((set) => set.close()));
});

const stores: [string, () => Promise<RateLimits>][] = [
  ['memory', async () => createMemoryRateLimits()],
  ['Redis', () => createRedisRateLimits(redisUrl)],
];

describe.each(stores)('the %s store', (_name, open) => {
  const limits = async () => {
    const set = await open();
    opened.push(set);
    return set;
  };

  it('counts parallel attempts atomically: exactly 5 of 40 get through the login lock', async () => {
    const set = await limits();
    const key = `someone@example.com|${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 40 }, () => set.loginAccountIp.consume(key)));
    expect(results.filter((r) => r.allowed)).toHaveLength(LIMIT_POLICIES.loginAccountIp.points);
    const remaining = results.flatMap((r) => (r.allowed ? [r.remaining] : [])).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
  });

  it('blocks a key for the given time and forgets it on reset', async () => {
    const set = await limits();
    const key = randomUUID();
    await set.loginAccountIp.block(key, 900);
    const refused = await set.loginAccountIp.consume(key);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 900 });
    await set.loginAccountIp.reset(key);
    expect((await set.loginAccountIp.consume(key)).allowed).toBe(true);
  });

  it('gives a point back on reward', async () => {
    const set = await limits();
    const key = randomUUID();
    const first = await set.loginIp.consume(key);
    await set.loginIp.reward(key);
    const second = await set.loginIp.consume(key);
    expect(first).toEqual(second);
  });
});
