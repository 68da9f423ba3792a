import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import type { Tx } from '../../db/transaction';
import { discountCodes, discountGrants, type DiscountCode } from '../../db/schema';
import { notFound } from '../../errors';
import { getCompanyInfo } from '../sites/get-company-info';
import { findCode, isRefusal } from './find-code';
import { offerDto } from './discount-dto';
import { lookupRefusal } from './code-refusal';
import { currencyFor } from './payment-country';
import { paymentCountry } from '../payments/payment-country';
import { RETENTION_CODE_PREFIX, RETENTION_DISCOUNT_HOURS } from '@/shared/constants';
import type { OfferDto } from '@/shared/types/payments';

/** The site's retention code for this percentage (STAY50), made the first time a member takes it. */
async function retentionCode(tx: Tx, siteId: number, percentage: number): Promise<DiscountCode> {
  const mine = and(eq(discountCodes.siteId, siteId), eq(discountCodes.kind, 'retention'), eq(discountCodes.percentage, percentage));
  const [existing] = await tx.select().from(discountCodes).where(mine).limit(1);
  if (existing) return existing;
  await tx
    .insert(discountCodes)
    .values({ siteId, code: `${RETENTION_CODE_PREFIX}${percentage}`, kind: 'retention', percentage })
    .onConflictDoNothing();
  const [made] = await tx.select().from(discountCodes).where(mine).limit(1);
  if (!made) throw new Error(`the retention code ${RETENTION_CODE_PREFIX}${percentage} is taken by another kind of code on site ${siteId}`);
  return made;
}

/**
 * POST /api/discountcode.php { offer: 'retention' }: the deletion flow's offer (company
 * `delete_discount` %) taken by the member: a personal grant valid RETENTION_DISCOUNT_HOURS, which
 * /credits then applies by itself. Taking it again keeps the first grant (and its end); 404 when the
 * site makes no such offer, 422 'Code reeds gebruikt' once it was used.
 */
export async function takeRetentionOffer(ctx: AuthedContext): Promise<OfferDto> {
  const percentage = getCompanyInfo(ctx).delete_discount;
  if (percentage <= 0) throw notFound();
  const code = await ctx.db.transaction(async (tx) => {
    const made = await retentionCode(tx, ctx.site.id, percentage);
    const expiresAt = new Date(ctx.now.getTime() + RETENTION_DISCOUNT_HOURS * 3_600_000);
    await tx.insert(discountGrants).values({ codeId: made.id, userId: ctx.actor.id, expiresAt }).onConflictDoNothing();
    return made;
  });
  const country = await paymentCountry(ctx);
  const found = await findCode(ctx.db, { user: ctx.actor, siteId: ctx.site.id, country, now: ctx.now, code: code.code });
  if (isRefusal(found)) throw lookupRefusal(found, { locale: ctx.locale, currency: currencyFor(ctx, country) });
  return offerDto({ ...found, kind: 'retention' });
}
