import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { loginAttempts, users, type User } from '../../db/schema';
import { ApiError } from '../../errors';
import { DUMMY_HASH, verifyPassword } from './password';
import { forgetAttempts, lockNow, spendAttempt } from './login-attempts';
import { refusalLanguage } from './refusal-language';
import { refuseLoginInDeletion } from './refuse-login-in-deletion';
import { refuseRestrictedLogin } from './refuse-restricted-login';
import { restrictionInForce } from '../moderation/restriction-in-force';
import { createSession } from './sessions';
import type { z } from 'zod';
import type { loginSchema } from '@/shared/schemas/signup';

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
export async function login(ctx: ServiceContext, { email, password, time_zone }: z.infer<typeof loginSchema>, client: LoginClient): Promise<LoginResult> {
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
  if (ok && user && restrictionInForce(user, ctx.now)) {
    // The right password: no lock, and the member learns what holds them back and until when.
    await forgetAttempts(ctx, email);
    await refuseRestrictedLogin(ctx, user, client.languageChosen);
  }
  if (!ok || !user) {
    const language = await refusalLanguage(ctx, user, client.languageChosen);
    // The last allowed wrong password starts the lock at once (§8: the 5th failure is refused).
    if (attemptsLeft === 0) {
      throw (await lockNow(ctx, email)).inLanguage(language);
    }
    throw new ApiError({ code: 'login_failed', locale: language });
  }
  await forgetAttempts(ctx, email);
  const [loggedIn] = await ctx.db
    .update(users)
    .set({ lastLoginAt: ctx.now, ...(time_zone ? { timeZone: time_zone } : {}) })
    .where(eq(users.id, user.id))
    .returning();
  const sessionToken = await createSession(ctx.db, user.id, client.userAgent, ctx.now);
  return { user: loggedIn ?? user, sessionToken };
}
