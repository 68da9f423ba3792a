import 'server-only';
import type { LimitName } from './policies';

/** The outcome of spending one point: allowed (with what is left) or refused until retryAfterSeconds. */
export type LimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** One named limit; the store behind it (memory or Redis) counts atomically. */
export type Limiter = {
  consume: (key: string) => Promise<LimitResult>;
  /** Refuses the key for the given time from now (the §8 lock after the last allowed failure). */
  block: (key: string, seconds: number) => Promise<void>;
  /** Gives one spent point back (a successful attempt should not count against the account). */
  reward: (key: string) => Promise<void>;
  /** Forgets the key's count and block. */
  reset: (key: string) => Promise<void>;
};

/** Every limiter of the process, by name; lives in the container. */
export type RateLimits = { [K in LimitName]: Limiter } & { close: () => Promise<void> };
