import 'server-only';
import type { ServiceContext } from '../context';
import { tooManyRequests, type ApiError } from '../../errors';
import { enforceLimit, ipKey } from '../limits/enforce-limit';
import { LIMIT_POLICIES } from '../../adapters/ratelimit/policies';

// The §8 guessing rules, one home for every login (members' and staff's): each attempt is counted
// before any password is checked, five failures per (account, address) lock that pair.

const LOCK_SECONDS = LIMIT_POLICIES.loginAccountIp.blockSeconds;

/** §8: 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.' */
export function lockedError(retryAfterSeconds: number): ApiError {
  return tooManyRequests(retryAfterSeconds, 'account_locked', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/** The §8 lock counts per (account, IP): a stranger elsewhere cannot lock the owner out. */
export const lockKey = (ctx: Pick<ServiceContext, 'ip'>, account: string) => `${account.toLowerCase()}|${ipKey(ctx)}`;

/**
 * Spends the attempt's points before any password is checked, so parallel guesses are counted
 * atomically by the limiter store. Returns the attempts this (account, IP) has left.
 * The account's own budget is spent last: an attempt refused because its (account, IP) pair is
 * locked already was never checked, so it must not wear down the budget the owner logs in on.
 */
export async function spendAttempt(ctx: ServiceContext, account: string): Promise<number> {
  await enforceLimit(ctx, 'loginIp', ipKey(ctx));
  const attemptsLeft = await enforceLimit(ctx, 'loginAccountIp', lockKey(ctx, account), lockedError);
  await enforceLimit(ctx, 'loginAccount', account, lockedError);
  return attemptsLeft;
}

/** A successful login: the pair's failures are forgotten and the spent budgets given back. */
export async function forgetAttempts(ctx: ServiceContext, account: string): Promise<void> {
  await Promise.all([
    ctx.rateLimits.loginAccountIp.reset(lockKey(ctx, account)),
    ctx.rateLimits.loginAccount.reward(account),
    ctx.rateLimits.loginIp.reward(ipKey(ctx)),
  ]);
}

/** The last allowed failure starts the lock at once (§8: the 5th failure is refused); returns the refusal. */
export async function lockNow(ctx: ServiceContext, account: string): Promise<ApiError> {
  await ctx.rateLimits.loginAccountIp.block(lockKey(ctx, account), LOCK_SECONDS);
  return lockedError(LOCK_SECONDS);
}
