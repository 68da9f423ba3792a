import 'server-only';
import type { AuthedContext } from '../context';
import { ApiError, tooManyRequests } from '../../errors';
import { reserveEmailToken, tokensSentToday } from './email-tokens';
import { queueActivationMail } from './queue-activation-mail';
import { ACTIVATION_MAILS_PER_DAY, ACTIVATION_TOKEN_HOURS } from '@/shared/constants';

/**
 * POST /api/activate.php: a new activation link for a member who lost the first mail (§4 reminder).
 * The signup mail counts towards the daily limit.
 */
export async function resendActivation(ctx: AuthedContext): Promise<void> {
  if (ctx.actor.status === 'confirmed') {
    throw new ApiError({ code: 'already_confirmed' });
  }
  if ((await tokensSentToday(ctx.db, ctx.actor.id, 'activate', ctx.now)) >= ACTIVATION_MAILS_PER_DAY) {
    throw tooManyRequests(86_400, 'resend_limit');
  }
  const tokenId = await reserveEmailToken(ctx.db, ctx.actor.id, 'activate', ACTIVATION_TOKEN_HOURS, ctx.now);
  await queueActivationMail(ctx, ctx.actor, tokenId);
}
