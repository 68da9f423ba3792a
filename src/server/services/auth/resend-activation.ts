import 'server-only';
import type { AuthedContext } from '../context';
import { ApiError } from '../../errors';
import { reserveEmailToken, tokensSentToday } from './email-tokens';
import { queueActivationMail } from './queue-activation-mail';
import { ACTIVATION_MAILS_PER_DAY, ACTIVATION_TOKEN_HOURS } from '@/shared/constants';

/**
 * POST /api/activate.php: a new activation link for a member who lost the first mail (§4 reminder).
 * The signup mail counts towards the daily limit.
 */
export async function resendActivation(ctx: AuthedContext): Promise<void> {
  if (ctx.actor.status === 'confirmed') {
    throw new ApiError({ status: 409, code: 'already_confirmed', messageKey: 'alreadyConfirmed' });
  }
  if ((await tokensSentToday(ctx.db, ctx.actor.id, 'activate', ctx.now)) >= ACTIVATION_MAILS_PER_DAY) {
    throw new ApiError({ status: 429, code: 'resend_limit', messageKey: 'resendLimit', headers: { 'Retry-After': '86400' } });
  }
  const tokenId = await reserveEmailToken(ctx.db, ctx.actor.id, 'activate', ACTIVATION_TOKEN_HOURS, ctx.now);
  await queueActivationMail(ctx, ctx.actor, tokenId);
}
