import 'server-only';
import type { AuthedContext } from '../context';
import type { DiscountCode } from '../../db/schema';
import { ApiError } from '../../errors';
import { findCode, type CodeRefusal } from './find-code';
import { paymentCountry } from './payment-country';
import { timeBonusFor } from './time-bonus';
import type { DiscountCodeQuery } from '@/shared/schemas/discount';
import type { DiscountCodeDto, TimeBonusDto } from '@/shared/types/payments';

/** §5: an unknown code is 404 'Code niet gevonden'; one this member used is 422 'Code reeds gebruikt'. */
function refuse(refusal: CodeRefusal): never {
  if (refusal === 'discountCodeNotFound') throw new ApiError({ status: 404, code: 'not_found', messageKey: refusal });
  throw new ApiError({ status: 422, code: 'validation_failed', messageKey: refusal, fields: { code: { key: refusal } } });
}

/** `minimum` is in cents of the member's currency, like every price the API answers. */
function toDto(code: DiscountCode): DiscountCodeDto {
  return { code: code.code, percentage: code.percentage, minimum: code.minimumCents, country: code.country };
}

/**
 * GET /api/discountcode.php (§3, §5, §9): a typed code, the welcome discount or the time bonus of the
 * signed-in member, for their payment country; whatever does not apply to them is 404.
 */
export async function getDiscountCode(ctx: AuthedContext, query: DiscountCodeQuery): Promise<DiscountCodeDto | TimeBonusDto> {
  if (query.timebonus) return timeBonusFor(ctx);
  const country = await paymentCountry(ctx);
  const code = query.welcome ? { kind: 'welcome' as const } : query.code!;
  const found = await findCode(ctx.db, { user: ctx.actor, siteId: ctx.site.id, country, now: ctx.now, code });
  if (typeof found === 'string') refuse(query.welcome ? 'discountCodeNotFound' : found);
  return toDto(found);
}
