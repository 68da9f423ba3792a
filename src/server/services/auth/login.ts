import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { loginAttempts, users, type User } from '../../db/schema';
import { ApiError, tooManyRequests } from '../../errors';
import { verifyPassword } from './password';
import { refusalLanguage } from './refusal-language';
import { refuseLoginInDeletion } from './refuse-login-in-deletion';
import { createSession } from './sessions';
import { enforceLimit, ipKey } from '../limits/enforce-limit';
import { LIMIT_POLICIES } from '../../adapters/ratelimit/policies';
import type { z } from 'zod';
import type { loginSchema } from '@/shared/schemas/signup';

// An argon2id hash (same parameters as members' hashes) of a random secret nobody knows: an unknown
// address costs the same verification as a known one, so the answer time reveals no addresses.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$OiLGurvP7V1H2qQGU6s/iA$DT27le+1TC933U34DjvL0pAFAyNASM0PSPhZlyn0re8';

const LOCK_SECONDS = LIMIT_POLICIES.loginAccountIp.blockSeconds;

/** §8: 'Te veel foute pogingen, account voor {minutes} min geblokkeerd.' */
export function lockedError(retryAfterSeconds: number): ApiError {
  return tooManyRequests(retryAfterSeconds, 'account_locked', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/** The §8 lock counts per (account, IP): a stranger elsewhere cannot lock the owner out. */
export const lockKey = (ctx: Pick<ServiceContext, 'ip'>, email: string) => `${email.toLowerCase()}|${ipKey(ctx)}`;

/**
 * Spends the attempt's points before any password is checked, so parallel guesses are counted
 * atomically by the limiter store. Returns the attempts this (account, IP) has left.
 * The account's own budget is spent last: an attempt refused because its (account, IP) pair is
 * locked already was never checked, so it must not wear down the budget the owner logs in on.
 */
async function spendAttempt(ctx: ServiceContext, email: string): Promise<number> {
  await enforceLimit(ctx, 'loginIp', ipKey(ctx));
  const attemptsLeft = await enforceLimit(ctx, 'loginAccountIp', lockKey(ctx, email), lockedError);
  await enforceLimit(ctx, 'loginAccount', email, lockedError);
  return attemptsLeft;
}

async function forgetAttempts(ctx: ServiceContext, email: string): Promise<void> {
  await Promise.all([
    ctx.rateLimits.loginAccountIp.reset(lockKey(ctx, email)),
    ctx.rateLimits.loginAccount.reward(email),
    ctx.rateLimits.loginIp.reward(ipKey(ctx)),
  ]);
}

async function recordAttempt(ctx: ServiceContext, email: string, success: boolean): Promise<void> {
  await ctx.db.insert(loginAttempts).values({ email, success, ip: ctx.ip, createdAt: ctx.now });
}

export type LoginResult = { user: User; sessionToken: string };

/** What the browser tells besides the credentials: its name, and whether it carries a language cookie. */
export type LoginClient = { userAgent: string | null; languageChosen: boolean };

const findAccount = async (ctx: ServiceContext, email: string): Promise<User | undefined> =>
  (
    await ctx.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1)
  )[0];

/** A lock refusal (§8), worded for the account it is about. */
async function refuseLocked(ctx: ServiceContext, email: string, err: unknown, client: LoginClient): Promise<never> {
  if (!(err instanceof ApiError) || err.code !== 'account_locked') throw err;
  throw err.inLanguage(await refusalLanguage(ctx, await findAccount(ctx, email), client.languageChosen));
}

/** POST /api/user.php: checks the password (argon2id), guards against guessing, starts a session. */
export async function login(ctx: ServiceContext, { email, password }: z.infer<typeof loginSchema>, client: LoginClient): Promise<LoginResult> {
  const attemptsLeft = await spendAttempt(ctx, email).catch((err: unknown) => refuseLocked(ctx, email, err, client));
  const user = await findAccount(ctx, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  const ok = Boolean(user && !user.deletedAt && passwordMatches);
  await recordAttempt(ctx, email, ok);
  if (user?.deletedAt && passwordMatches) {
    // The right password: no lock, and the owner learns how to restore the account.
    await forgetAttempts(ctx, email);
    await refuseLoginInDeletion(ctx, user, client.languageChosen);
  }
  if (!ok || !user) {
    const language = await refusalLanguage(ctx, user, client.languageChosen);
    // The last allowed wrong password starts the lock at once (§8: the 5th failure is refused).
    if (attemptsLeft === 0) {
      await ctx.rateLimits.loginAccountIp.block(lockKey(ctx, email), LOCK_SECONDS);
      throw lockedError(LOCK_SECONDS).inLanguage(language);
    }
    throw new ApiError({ code: 'login_failed', locale: language });
  }
  await forgetAttempts(ctx, email);
  await ctx.db.update(users).set({ lastLoginAt: ctx.now }).where(eq(users.id, user.id));
  const sessionToken = await createSession(ctx.db, user.id, client.userAgent, ctx.now);
  return { user, sessionToken };
}
