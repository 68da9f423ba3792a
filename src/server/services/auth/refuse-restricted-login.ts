import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { moderationDecisions, type User } from '../../db/schema';
import { ApiError } from '../../errors';
import { restrictionInForce } from '../moderation/restriction-in-force';
import { isLocale } from '@/shared/locale';

/** The moderator's reason as the sentence's middle: the message puts its own full stop after it. */
async function decisionReason(ctx: ServiceContext, decisionId: number | null): Promise<string> {
  if (decisionId === null) return '';
  const [row] = await ctx.db.select({ reason: moderationDecisions.reason }).from(moderationDecisions).where(eq(moderationDecisions.id, decisionId)).limit(1);
  return (row?.reason ?? '').trim().replace(/[\s.!?…]+$/u, '');
}

/**
 * A suspended or banned member who logs in with the right password is told so (DSA art. 17): the
 * restriction, the decision's reason, a suspension's end (in the member's language, the site's time
 * zone) and that the statement's e-mail holds the appeal link. Only someone who knows the password
 * learns it; a wrong password gets the usual refusal. A suspension past its end lets the login pass.
 */
export async function refuseRestrictedLogin(ctx: ServiceContext, user: User, languageChosen: boolean): Promise<void> {
  const restriction = restrictionInForce(user, ctx.now);
  if (!restriction) return;
  const locale = !languageChosen && isLocale(user.language) ? user.language : undefined;
  const reason = await decisionReason(ctx, user.restrictionDecisionId);
  if (restriction === 'banned') throw new ApiError({ code: 'account_banned', values: { reason }, locale });
  const date = new Intl.DateTimeFormat(locale ?? ctx.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: ctx.site.timeZone }).format(
    user.restrictedUntil ?? ctx.now,
  );
  throw new ApiError({ code: 'account_suspended', values: { reason, date }, locale });
}
