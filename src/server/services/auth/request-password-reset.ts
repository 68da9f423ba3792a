import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { profiles, users } from '../../db/schema';
import { ApiError, tooManyRequests } from '../../errors';
import { reserveEmailToken } from './email-tokens';
import { enforceLimit, ipKey } from '../limits/enforce-limit';
import { queueLinkMail } from '../mail/queue-link-mail';
import type { z } from 'zod';
import type { resetRequestSchema } from '@/shared/schemas/password-reset';
import { RESET_TOKEN_HOURS } from '@/shared/constants';

const resetLimit = (retryAfterSeconds: number) => tooManyRequests(retryAfterSeconds, 'reset_limit');

/**
 * §8's 3 mails a day count per (account, IP): a stranger asking for the owner's address spends his
 * own share, not the owner's. A ceiling over all IPs (10 a day) stops mail bombing; every mail that
 * counts towards it reaches the owner's inbox, so it cannot be spent silently. The (account, IP)
 * share is spent first, so requests it refuses do not eat into the ceiling.
 */
async function spendResetQuota(ctx: ServiceContext, userId: number): Promise<void> {
  await enforceLimit(ctx, 'resetAccountIp', `${userId}|${ipKey(ctx)}`, resetLimit);
  await enforceLimit(ctx, 'resetAccount', String(userId), resetLimit);
}

/** POST /api/reset-password.php: mails a reset link within the daily quotas above (§8). */
export async function requestPasswordReset(ctx: ServiceContext, { email }: z.infer<typeof resetRequestSchema>): Promise<void> {
  const [found] = await ctx.db
    .select({ user: users })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email} and ${users.deletedAt} is null`)
    .limit(1);
  if (!found) {
    throw new ApiError({ code: 'email_not_found', fields: { email: { key: 'emailNotFound' } } });
  }
  await spendResetQuota(ctx, found.user.id);
  const tokenId = await reserveEmailToken(ctx.db, found.user.id, 'reset_password', RESET_TOKEN_HOURS, ctx.now);
  await queueLinkMail(ctx, tokenId, found.user.language);
}
