import 'server-only';
import type { ServiceContext } from '../context';
import type { User } from '../../db/schema';
import { ApiError } from '../../errors';
import { reserveEmailToken, tokensSentToday } from './email-tokens';
import { queueLinkMail } from '../mail/queue-link-mail';
import { isLocale } from '@/shared/locale';
import { DELETION_REGRET_DAYS } from '@/shared/constants';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Restore links a day, the one of the deletion included: enough for a lost mail, no mail bomb. */
const RESTORE_MAILS_PER_DAY = 3;

/** Mails a fresh link that restores the account, valid to the end of the regret period. */
async function mailRestoreLink(ctx: ServiceContext, user: User, restorableUntil: number): Promise<void> {
  if ((await tokensSentToday(ctx.db, user.id, 'reactivate', ctx.now)) >= RESTORE_MAILS_PER_DAY) return;
  const validHours = (restorableUntil - ctx.now.getTime()) / HOUR_MS;
  const tokenId = await reserveEmailToken(ctx.db, user.id, 'reactivate', validHours, ctx.now);
  await queueLinkMail(ctx, tokenId, user.language);
}

/**
 * A member in the 14-day regret period (§4) who logs in with the right password is not told
 * 'Login mislukt' but how to get the account back: through the mailed link, which is mailed again
 * here in case the first one was lost. Only someone who knows the password learns that the account
 * is being deleted; a wrong password gets the refusal an unknown address gets. Answered in the
 * account's language unless the visitor chose one. An account past the period (or erased) is not
 * restorable: this returns and the login is refused as usual.
 */
export async function refuseLoginInDeletion(ctx: ServiceContext, user: User, languageChosen: boolean): Promise<void> {
  if (!user.deletedAt || user.erasedAt) return;
  const restorableUntil = user.deletedAt.getTime() + DELETION_REGRET_DAYS * DAY_MS;
  if (restorableUntil <= ctx.now.getTime()) return;
  await mailRestoreLink(ctx, user, restorableUntil);
  throw new ApiError({
    code: 'account_in_deletion',
    values: { days: Math.ceil((restorableUntil - ctx.now.getTime()) / DAY_MS) },
    locale: !languageChosen && isLocale(user.language) ? user.language : undefined,
  });
}
