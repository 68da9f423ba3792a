import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { emailTokens, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { reserveEmailToken } from '../auth/email-tokens';
import type { AuthedContext } from '../context';
import { queueLinkMail } from '../mail/queue-link-mail';
import { queueNoticeMail } from '../mail/notice-mail';
import { checkCurrentPassword } from './check-password';
import { refuseBannedAddress } from '../moderation/banned-address';
import type { mailChangeSchema } from '@/shared/schemas/account';
import { MAIL_CHANGE_TOKEN_HOURS } from '@/shared/constants';

/** §5 'Dit e-mailadres heeft al een account op deze site.' (also for an account in its regret period). */
export const newEmailTaken = () => new ApiError({ code: 'email_exists', messageKey: 'newEmailTaken', fields: { email: { key: 'newEmailTaken' } } });

/** Whether another account, live or being deleted, holds the address. */
export async function emailInUse(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * POST /api/mail-change.php: mails a confirmation link to the new address and a notice to the old
 * one. The account keeps its address until the link is opened.
 */
export async function requestMailChange(ctx: AuthedContext, input: z.infer<typeof mailChangeSchema>): Promise<void> {
  await checkCurrentPassword(ctx, input.password, 'password');
  if (input.email === ctx.actor.email.toLowerCase()) {
    throw new ApiError({ code: 'validation_failed', messageKey: 'newEmailSame', fields: { email: { key: 'newEmailSame' } } });
  }
  await refuseBannedAddress(ctx.db, input.email);
  if (await emailInUse(ctx.db, input.email, ctx.actor.id)) throw newEmailTaken();
  // Only the newest requested address can be confirmed: earlier links stop working.
  await ctx.db
    .update(emailTokens)
    .set({ usedAt: ctx.now })
    .where(and(eq(emailTokens.userId, ctx.actor.id), eq(emailTokens.purpose, 'mail_change'), isNull(emailTokens.usedAt)));
  const payload = { email: input.email, old_email: ctx.actor.email };
  const tokenId = await reserveEmailToken(ctx.db, ctx.actor.id, 'mail_change', MAIL_CHANGE_TOKEN_HOURS, ctx.now, payload);
  await queueLinkMail(ctx, tokenId, ctx.actor.language);
  await queueNoticeMail(ctx, 'mailChangeNotice', tokenId);
}
