import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import type { AuthedContext } from '../context';
import { queueNoticeMail } from '../mail/notice-mail';
import { checkCurrentPassword } from './check-password';
import type { passwordChangeSchema } from '@/shared/schemas/account';

/**
 * PUT /api/password.php: sets the new password after checking the current one. Every other session
 * ends (a device that knew the old password is out), this one stays, and a mail tells the member.
 */
export async function changePassword(ctx: AuthedContext, input: z.infer<typeof passwordChangeSchema>, sessionToken: string | null): Promise<void> {
  await checkCurrentPassword(ctx, input.old_password, 'old_password');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, ctx.actor.id));
  const others = sessionToken
    ? and(eq(sessions.userId, ctx.actor.id), ne(sessions.tokenHash, hashToken(sessionToken)))
    : eq(sessions.userId, ctx.actor.id);
  await ctx.db.delete(sessions).where(others);
  await queueNoticeMail(ctx, 'passwordChanged');
}
