import 'server-only';
import type { ServiceContext } from '../context';
import type { LimitName } from '../../adapters/ratelimit/policies';
import { tooManyRequests, type ApiError } from '../../errors';
import { addressKey } from '../../request/address-key';

/**
 * The limiter key of the visitor's address, for every per-address limit: IPv4 by address, IPv6 by
 * its /64 (request/address-key.ts); requests without an address share a single bucket.
 */
export const ipKey = (ctx: Pick<ServiceContext, 'ip'>): string => addressKey(ctx.ip);

/**
 * Spends one point of the named limit for the key, or throws 429. Returns the points left, so a
 * caller can act on the last allowed attempt. `refuse` builds a more specific 429 where one exists.
 */
export async function enforceLimit(
  ctx: Pick<ServiceContext, 'rateLimits'>,
  name: LimitName,
  key: string,
  refuse: (retryAfterSeconds: number) => ApiError = tooManyRequests,
): Promise<number> {
  const result = await ctx.rateLimits[name].consume(key);
  if (!result.allowed) throw refuse(result.retryAfterSeconds);
  return result.remaining;
}
