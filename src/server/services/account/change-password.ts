import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import { forgetCachedSessions } from '../auth/sessions';
import { revokeMailedLinks } from '../auth/revoke-mailed-links';
import type { AuthedContext } from '../context';
import { queueNoticeMail } from '../mail/notice-mail';
import { checkCurrentPassword } from './check-password';
import type { passwordChangeSchema } from '@/shared/schemas/account';

/**
 * PUT /api/password.php: sets the new password after checking the current one. Every other session
 * ends (a device that knew the old password is out), this one stays, every mailed link of the old
 * password dies (revoke-mailed-links.ts), and a mail tells the member.
 */
export async function changePassword(ctx: AuthedContext, input: z.infer<typeof passwordChangeSchema>, sessionToken: string | null): Promise<void> {
  await checkCurrentPassword(ctx, input.old_password, 'old_password');
  const passwordHash = await hashPassword(input.password);
  const others = sessionToken ? and(eq(sessions.userId, ctx.actor.id), ne(sessions.tokenHash, hashToken(sessionToken))) : eq(sessions.userId, ctx.actor.id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, ctx.actor.id));
    await tx.delete(sessions).where(others);
    await revokeMailedLinks(tx, ctx.actor.id, ctx.now);
  });
  await forgetCachedSessions(ctx);
  await queueNoticeMail(ctx, 'passwordChanged');
}
