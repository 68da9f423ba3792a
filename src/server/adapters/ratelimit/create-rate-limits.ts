import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LIMIT_POLICIES, type LimitName, type LimitPolicy } from './policies';
import type { Limiter, LimitResult, RateLimits } from './rate-limits';
import { connectRedis } from '../redis-connection';

// Keys hold e-mail addresses and IPs: stored hashed, so Redis never holds them in the clear.
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

const RECENT_ADDRESSES_MAX = 10_000;

/**
 * The general API limit hashes the same visitors' addresses on every request: their hashes are kept
 * (in this process only, forgotten all at once when the map is full). The other limits, keyed by
 * e-mail addresses too, hash each time.
 */
function recentHashes(): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const hashed = hashKey(key);
    if (known.size >= RECENT_ADDRESSES_MAX) known.clear();
    known.set(key, hashed);
    return hashed;
  };
}

function refused(res: unknown): LimitResult {
  if (res instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
  throw res;
}

function wrap(store: RateLimiterAbstract, storedKey: (key: string) => string): Limiter {
  return {
    consume: (key) => store.consume(storedKey(key)).then((res): LimitResult => ({ allowed: true, remaining: res.remainingPoints }), refused),
    block: async (key, seconds) => {
      await store.block(storedKey(key), seconds);
    },
    reward: async (key) => {
      await store.reward(storedKey(key), 1);
    },
    reset: async (key) => {
      await store.delete(storedKey(key));
    },
  };
}

type StoreFactory = (name: LimitName, policy: LimitPolicy) => RateLimiterAbstract;

function buildSet(factory: StoreFactory, policies: Record<LimitName, LimitPolicy>, close: () => Promise<void>): RateLimits {
  const names = Object.keys(policies) as LimitName[];
  const limiters = Object.fromEntries(names.map((name) => [name, wrap(factory(name, policies[name]), name === 'api' ? recentHashes() : hashKey)]));
  return { ...(limiters as Record<LimitName, Limiter>), close };
}

/** Where the counters live in Redis; tests pass a namespace of their own so runs never share counters. */
const DEFAULT_NAMESPACE = 'amora:rl';

const options = (name: LimitName, policy: LimitPolicy, namespace = DEFAULT_NAMESPACE) => ({
  keyPrefix: `${namespace}:${name}`,
  points: policy.points,
  duration: policy.durationSeconds,
  blockDuration: policy.blockSeconds ?? 0,
});

/** Embedded mode: counters in this process's memory (one process per data directory). */
export function createMemoryRateLimits(policies: Record<LimitName, LimitPolicy> = LIMIT_POLICIES): RateLimits {
  return buildSet(
    (name, policy) => new RateLimiterMemory(options(name, policy)),
    policies,
    async () => {},
  );
}

/**
 * Scale mode: counters in Redis, shared by every instance; each consume is one atomic script. While
 * Redis is away each instance counts in its own memory (the insurance limiter) rather than refusing
 * every request or letting every request through; back in Redis as soon as it answers again.
 */
export async function createRedisRateLimits(
  redisUrl: string,
  policies: Record<LimitName, LimitPolicy> = LIMIT_POLICIES,
  namespace = DEFAULT_NAMESPACE,
): Promise<RateLimits> {
  const client = await connectRedis(redisUrl, 'rate limits');
  return buildSet(
    (name, policy) =>
      new RateLimiterRedis({
        storeClient: client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options(name, policy, namespace)),
        ...options(name, policy, namespace),
      }),
    policies,
    async () => {
      await client.quit().catch(() => undefined);
    },
  );
}
