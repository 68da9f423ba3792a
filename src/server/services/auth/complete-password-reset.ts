import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { loginAttempts, users, type User } from '../../db/schema';
import { ApiError } from '../../errors';
import { consumeEmailToken, findEmailToken } from './consume-token';
import { hashPassword } from './password';
import { createSession, deleteUserSessions } from './sessions';
import { lockKey } from './login-attempts';
import { revokeMailedLinks } from './revoke-mailed-links';
import { refuseRestrictedLogin } from './refuse-restricted-login';
import type { z } from 'zod';
import type { resetCompleteSchema } from '@/shared/schemas/password-reset';

const linkInvalid = () => new ApiError({ code: 'link_invalid', fields: { token: { key: 'linkInvalid' } } });

/**
 * PUT /api/reset-password.php: sets the new password, ends every other session (whoever knew the
 * old password is out), lifts a login lock and logs the member in (a suspended or banned member gets
 * the login's refusal instead).
 */
export async function completePasswordReset(ctx: ServiceContext, input: z.infer<typeof resetCompleteSchema>): Promise<{ user: User; sessionToken: string }> {
  // The token is checked (a SHA-256 lookup) before the slow argon2 work, so bad links cost nothing;
  // it is used up only afterwards, by a conditional update that lets one of two racing requests win.
  if (!(await findEmailToken(ctx.db, input.token, 'reset_password', ctx.now))) throw linkInvalid();
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, input.token, 'reset_password', ctx.now);
    if (!row) throw linkInvalid();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .returning();
    if (!updated) throw linkInvalid();
    // Every other reset, activation or address link was mailed for the password before this one.
    await revokeMailedLinks(tx, updated.id, ctx.now);
    return updated;
  });
  await deleteUserSessions(ctx, user.id);
  const email = user.email.toLowerCase();
  await ctx.db.insert(loginAttempts).values({ email, success: true, ip: ctx.ip, createdAt: ctx.now });
  // Whoever holds the mailed link owns the account: the lock of this address from here is lifted.
  await Promise.all([ctx.rateLimits.loginAccountIp.reset(lockKey(ctx, email)), ctx.rateLimits.loginAccount.reset(email)]);
  // The new password holds, but a suspended or banned member is told so instead of being logged in.
  await refuseRestrictedLogin(ctx, user, Boolean(ctx.localeCookie));
  return { user, sessionToken: await createSession(ctx.db, user.id, null, ctx.now) };
}
