import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { emailTokens, profiles, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashToken, newToken } from './tokens';
import { sendTemplateMail } from '../mail/send-mail';
import { mailLinkOrigin } from '../mail/link-origin';
import { resetRequestSchema } from '@/shared/schemas/password-reset';
import { RESET_MAILS_PER_DAY, RESET_TOKEN_HOURS } from '@/shared/constants';
import { isLocale } from '@/shared/locale';
import { parseInput } from '../../api/validate';

const DAY_MS = 86_400_000;

/** POST /api/reset-password.php: mails a reset link, at most RESET_MAILS_PER_DAY a day (§8). */
export async function requestPasswordReset(ctx: ServiceContext, raw: unknown): Promise<void> {
  const { email } = parseInput(resetRequestSchema, raw);
  const [found] = await ctx.db
    .select({ user: users, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email} and ${users.deletedAt} is null`)
    .limit(1);
  if (!found) {
    throw new ApiError({ status: 404, code: 'email_not_found', messageKey: 'emailNotFound', fields: { email: { key: 'emailNotFound' } } });
  }
  const [{ sent }] = await ctx.db
    .select({ sent: count() })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, found.user.id), eq(emailTokens.purpose, 'reset_password'), gt(emailTokens.createdAt, new Date(ctx.now.getTime() - DAY_MS))));
  if (sent >= RESET_MAILS_PER_DAY) {
    throw new ApiError({ status: 429, code: 'reset_limit', messageKey: 'resetLimit', headers: { 'Retry-After': '86400' } });
  }
  const token = newToken();
  await ctx.db.insert(emailTokens).values({
    userId: found.user.id,
    purpose: 'reset_password',
    tokenHash: hashToken(token),
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + RESET_TOKEN_HOURS * 3_600_000),
  });
  const locale = isLocale(found.user.language) ? found.user.language : ctx.locale;
  const link = `${mailLinkOrigin(ctx)}/reset-password/do?token=${encodeURIComponent(token)}`;
  await sendTemplateMail(ctx, found.user.email, locale, 'resetPassword', { name: found.name, link });
}
