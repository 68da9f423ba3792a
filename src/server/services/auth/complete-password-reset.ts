import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { loginAttempts, users, type User } from '../../db/schema';
import { ApiError } from '../../errors';
import { consumeEmailToken, findEmailToken } from './consume-token';
import { hashPassword } from './password';
import { createSession, deleteUserSessions } from './sessions';
import { resetCompleteSchema } from '@/shared/schemas/password-reset';
import { parseInput } from '../../api/validate';

const linkInvalid = () =>
  new ApiError({ status: 422, code: 'link_invalid', messageKey: 'linkInvalid', fields: { token: { key: 'linkInvalid' } } });

/**
 * PUT /api/reset-password.php: sets the new password, ends every other session (whoever knew the
 * old password is out), lifts a login lock and logs the member in.
 */
export async function completePasswordReset(ctx: ServiceContext, raw: unknown): Promise<{ user: User; sessionToken: string }> {
  const input = parseInput(resetCompleteSchema, raw);
  // The token is checked (a SHA-256 lookup) before the slow argon2 work, so bad links cost nothing;
  // it is used up only afterwards, by a conditional update that lets one of two racing requests win.
  if (!(await findEmailToken(ctx.db, input.token, 'reset_password', ctx.now))) throw linkInvalid();
  const passwordHash = await hashPassword(input.password);
  const row = await consumeEmailToken(ctx.db, input.token, 'reset_password', ctx.now);
  if (!row) throw linkInvalid();
  const [user] = await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).returning();
  await deleteUserSessions(ctx.db, user.id);
  await ctx.db.insert(loginAttempts).values({ email: user.email.toLowerCase(), success: true, ip: ctx.ip, createdAt: ctx.now });
  return { user, sessionToken: await createSession(ctx.db, user.id, null, ctx.now) };
}
