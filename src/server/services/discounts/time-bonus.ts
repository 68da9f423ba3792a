import 'server-only';
import type { AuthedContext } from '../context';
import { notFound } from '../../errors';
import { findCode, isRefusal } from './find-code';
import { currencyFor } from './payment-country';
import { paymentCountry } from '../payments/payment-country';
import type { PaymentMethod } from '@/shared/payments';
import type { TimeBonusDto } from '@/shared/types/payments';

/**
 * §4 time bonus: for a signed-in member who has not paid and signed up under 4 hours ago, the site's
 * TIMEBONUS25 code with the §3 fields; 404 for everyone else (paid, too old, already used).
 */
export async function timeBonusFor(ctx: AuthedContext): Promise<TimeBonusDto> {
  const country = await paymentCountry(ctx);
  const found = await findCode(ctx.db, { user: ctx.actor, siteId: ctx.site.id, country, now: ctx.now, code: { kind: 'timebonus' } });
  if (isRefusal(found)) throw notFound();
  return {
    code: found.code,
    country: found.country,
    user_id: ctx.actor.id,
    expires: found.expires!.toISOString(),
    value_percentage: found.percentage,
    currency: currencyFor(ctx, country),
    minimum_order_value: found.minimumCents,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: (found.paymentMethods ?? []) as PaymentMethod[],
  };
}
