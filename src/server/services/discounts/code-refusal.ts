import 'server-only';
import { ApiError } from '../../errors';
import type { FieldError } from '@/shared/errors/field-errors';
import { formatMoney } from '../../i18n/format-money';
import type { Locale } from '@/shared/constants';
import type { CodeRefusal } from './find-code';

/** What money in a refusal is worded in: the member's language and the package's currency. */
export type RefusalMoney = { locale: Locale; currency: string };

/** The refusal as a field message; the minimum is named in the member's money (§5 'minimaal {amount}'). */
export function refusalField(refusal: CodeRefusal, money: RefusalMoney): FieldError {
  if (refusal.key !== 'discountCodeMinimum') return { key: refusal.key };
  return { key: refusal.key, values: { amount: formatMoney(money.locale, refusal.minimumCents, money.currency) } };
}

/** An order's 422 on its `discountcode` field. */
export function orderRefusal(refusal: CodeRefusal, money: RefusalMoney): ApiError {
  return new ApiError({ code: 'validation_failed', fields: { discountcode: refusalField(refusal, money) } });
}

/** A lookup's answer: 404 'Code niet gevonden' for a code that is not there, else 422 saying why on `code`. */
export function lookupRefusal(refusal: CodeRefusal, money: RefusalMoney): ApiError {
  if (refusal.key === 'discountCodeNotFound') return new ApiError({ code: 'not_found', messageKey: refusal.key });
  const message = refusalField(refusal, money);
  return new ApiError({ code: 'validation_failed', messageKey: refusal.key, values: message.values, fields: { code: message } });
}
