import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { loginAttempts, users, type User } from '../../db/schema';
import { ApiError } from '../../errors';
import { verifyPassword } from './password';
import { createSession } from './sessions';
import { loginSchema } from '@/shared/schemas/signup';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '@/shared/constants';
import { parseInput } from '../../api/validate';

const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;

/** Minutes the address stays locked: 5 failures within the window (since the last success) lock it. */
async function lockedMinutes(ctx: ServiceContext, email: string): Promise<number> {
  const recent = await ctx.db
    .select({ success: loginAttempts.success, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, new Date(ctx.now.getTime() - LOCK_MS))))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(LOGIN_MAX_FAILURES);
  const failures = recent.filter((a, i) => !a.success && recent.slice(0, i).every((b) => !b.success));
  if (failures.length < LOGIN_MAX_FAILURES) return 0;
  const unlockAt = failures[0].createdAt.getTime() + LOCK_MS;
  return Math.max(1, Math.ceil((unlockAt - ctx.now.getTime()) / 60_000));
}

function lockedError(minutes: number): ApiError {
  return new ApiError({
    status: 429,
    code: 'account_locked',
    messageKey: 'accountLocked',
    values: { minutes },
    headers: { 'Retry-After': String(minutes * 60) },
  });
}

async function recordAttempt(ctx: ServiceContext, email: string, success: boolean): Promise<void> {
  await ctx.db.insert(loginAttempts).values({ email, success, ip: ctx.ip, createdAt: ctx.now });
}

export type LoginResult = { user: User; sessionToken: string };

/** POST /api/user.php: checks the password (argon2id), guards against guessing, starts a session. */
export async function login(ctx: ServiceContext, raw: unknown, userAgent: string | null): Promise<LoginResult> {
  const { email, password } = parseInput(loginSchema, raw);
  const locked = await lockedMinutes(ctx, email);
  if (locked) throw lockedError(locked);
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  const ok = user && !user.deletedAt && (await verifyPassword(user.passwordHash, password));
  await recordAttempt(ctx, email, Boolean(ok));
  if (!ok) {
    const nowLocked = await lockedMinutes(ctx, email);
    if (nowLocked) throw lockedError(nowLocked);
    throw new ApiError({ status: 401, code: 'login_failed', messageKey: 'loginFailed' });
  }
  await ctx.db.update(users).set({ lastLoginAt: ctx.now }).where(eq(users.id, user.id));
  const sessionToken = await createSession(ctx.db, user.id, userAgent, ctx.now);
  return { user, sessionToken };
}
