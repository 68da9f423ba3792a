import 'server-only';
import type { ServiceContext } from '../context';
import type { User } from '../../db/schema';
import { ipKey } from '../limits/enforce-limit';
import { isLocale } from '@/shared/locale';
import type { Locale } from '@/shared/constants';

/**
 * The language a refused login is worded in, when it is not the request's. A visitor without a
 * language cookie who mistypes the password of an existing account is answered in the account's
 * language (the site's may not be the member's), unless the account is in its deletion period.
 *
 * That wording tells whoever typed the address that an account exists. The product tells that
 * already: sign-up answers `email_exists` (§5) and the password reset `email_not_found` (§8), each
 * at most 10 times an hour per address. The login allows far more tries (50 per 15 minutes), so the
 * account's language draws on a budget of its own with the same 10 an hour per address, spent by
 * every refused login without a cookie, for an unknown address as for a known one (the same work
 * either way). Once it is spent, refusals are in the request's language, as for unknown addresses.
 * See docs/security.md, "Login answers in the account's language".
 */
export async function refusalLanguage(ctx: ServiceContext, account: User | undefined, languageChosen: boolean): Promise<Locale | undefined> {
  if (languageChosen) return undefined;
  const budget = await ctx.rateLimits.loginLanguageIp.consume(ipKey(ctx));
  if (!budget.allowed || !account || account.deletedAt) return undefined;
  return isLocale(account.language) ? account.language : undefined;
}
