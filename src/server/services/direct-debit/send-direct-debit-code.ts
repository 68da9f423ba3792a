import 'server-only';
import { eq } from 'drizzle-orm';
import { directDebitAccounts } from '../../db/schema';
import type { AuthedContext } from '../context';
import { ApiError, tooManyRequests } from '../../errors';
import { translate } from '../../i18n/translate';
import { log } from '../../log';
import { assertMayDebit, directDebitAccount, packageToDebit } from './direct-debit-limits';
import { issueCode } from './sms-codes';
import { assertMayGetCode } from './sms-code-limits';
import { enforceLimit, ipKey } from '../limits/enforce-limit';
import { phoneHint } from '@/shared/phone';
import type { DirectDebitCodeInput } from '@/shared/schemas/direct-debit';
import type { DirectDebitCodeDto } from '@/shared/types/direct-debit';

/**
 * POST /api/directdebit.php?step=code: checks that the member may pay this package by direct debit
 * (§6 barred, §8 limit), then texts a one-time code to the phone of the form (a mobile number of a
 * SEPA country, checked by the schema). The member's row and the number are locked meanwhile, so
 * requests at once cannot get past the limits per member, per number and per address together.
 */
export async function sendDirectDebitCode(ctx: AuthedContext, input: DirectDebitCodeInput): Promise<DirectDebitCodeDto> {
  const userId = ctx.actor.id;
  const pkg = await packageToDebit(ctx, input.package);
  const code = await ctx.db.transaction(async (tx) => {
    await directDebitAccount(tx, userId);
    await tx.select({ userId: directDebitAccounts.userId }).from(directDebitAccounts).where(eq(directDebitAccounts.userId, userId)).for('update');
    await assertMayDebit(tx, userId, pkg, ctx.now);
    await assertMayGetCode(tx, userId, input.phone, ctx.now);
    // Spent last, only for a code that is sent: a refusal above costs the address nothing.
    await enforceLimit(ctx, 'smsCodeIp', ipKey(ctx), (retryAfter) => tooManyRequests(retryAfter, 'sms_code_limit'));
    return issueCode(tx, userId, input.phone, ctx.now);
  });
  const text = translate(ctx.locale, 'DirectDebitPage.smsText', { code, site: ctx.site.name });
  try {
    await ctx.sms.send(input.phone, text);
  } catch (err) {
    // Neither the number nor the code: the error says which gateway status it was.
    log.error(`direct debit: the SMS for member ${userId} could not be sent`, err);
    throw new ApiError({ code: 'sms_failed' });
  }
  return { sent: true, phone_hint: phoneHint(input.phone) };
}
