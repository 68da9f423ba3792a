import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { profiles, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { reserveEmailToken, tokensSentToday } from './email-tokens';
import { queueLinkMail } from '../mail/queue-link-mail';
import { resetRequestSchema } from '@/shared/schemas/password-reset';
import { RESET_MAILS_PER_DAY, RESET_TOKEN_HOURS } from '@/shared/constants';
import { parseInput } from '../../api/validate';

/** POST /api/reset-password.php: queues a reset mail, at most RESET_MAILS_PER_DAY a day (§8). */
export async function requestPasswordReset(ctx: ServiceContext, raw: unknown): Promise<void> {
  const { email } = parseInput(resetRequestSchema, raw);
  const [found] = await ctx.db
    .select({ user: users })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email} and ${users.deletedAt} is null`)
    .limit(1);
  if (!found) {
    throw new ApiError({ status: 404, code: 'email_not_found', messageKey: 'emailNotFound', fields: { email: { key: 'emailNotFound' } } });
  }
  if ((await tokensSentToday(ctx.db, found.user.id, 'reset_password', ctx.now)) >= RESET_MAILS_PER_DAY) {
    throw new ApiError({ status: 429, code: 'reset_limit', messageKey: 'resetLimit', headers: { 'Retry-After': '86400' } });
  }
  const tokenId = await reserveEmailToken(ctx.db, found.user.id, 'reset_password', RESET_TOKEN_HOURS, ctx.now);
  await queueLinkMail(ctx, tokenId, found.user.language);
}
