import 'server-only';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { discountCodes, discountRedemptions, type DiscountCode, type User } from '../../db/schema';
import type { PaymentMethod } from '@/shared/payments';
import { TIME_BONUS_SECONDS, WELCOME_DISCOUNT_HOURS } from '@/shared/constants';
import { ApiError } from '../../errors';

export type CodeLookup = {
  user: User;
  siteId: number;
  country: string;
  now: Date;
  /** The code as typed (of any kind: the time bonus is ordered by its code), or the site's code of a kind. */
  code: string | { kind: 'welcome' | 'timebonus' };
  /** Known when an order is priced: the package price and the chosen method. */
  amountCents?: number;
  method?: PaymentMethod;
};

export type CodeRefusal = 'discountCodeNotFound' | 'discountCodeUsed';

/** How long after signup a kind of code is offered (§9); plain codes follow their own dates only. */
function offeredUntil(code: DiscountCode, user: User): Date | null {
  const signup = user.createdAt.getTime();
  if (code.kind === 'timebonus') return new Date(signup + TIME_BONUS_SECONDS * 1000);
  if (code.kind === 'welcome') return new Date(signup + WELCOME_DISCOUNT_HOURS * 3_600_000);
  return null;
}

/** The end of a code's offer for this member: its own end date or the end of the signup window. */
export function expiresFor(code: DiscountCode, user: User): Date | null {
  const ends = [code.validUntil, offeredUntil(code, user)].filter((d): d is Date => d !== null);
  return ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
}

function applies(code: DiscountCode, lookup: CodeLookup): boolean {
  const { now, user } = lookup;
  if (!code.active) return false;
  if (code.validFrom && code.validFrom > now) return false;
  const end = expiresFor(code, user);
  if (end && end <= now) return false;
  // §4: the time bonus is for members who have not paid yet.
  if (code.kind === 'timebonus' && user.paidUser) return false;
  if (code.country && code.country !== lookup.country) return false;
  if (lookup.amountCents !== undefined && lookup.amountCents < code.minimumCents) return false;
  const methods = code.paymentMethods ?? [];
  return !(lookup.method && methods.length && !methods.includes(lookup.method));
}

async function candidates(db: DbOrTx, lookup: CodeLookup): Promise<DiscountCode[]> {
  const which =
    typeof lookup.code === 'string'
      ? sql`upper(${discountCodes.code}) = upper(${lookup.code.trim()})`
      : eq(discountCodes.kind, lookup.code.kind);
  // The site's own code first; a global one (no site) otherwise.
  return db
    .select()
    .from(discountCodes)
    .where(and(which, or(eq(discountCodes.siteId, lookup.siteId), isNull(discountCodes.siteId))))
    .orderBy(sql`${discountCodes.siteId} is null`, asc(discountCodes.id));
}

async function usedBy(db: DbOrTx, codeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** §3/§5: the code this member may use now, or why not. */
export async function findCode(db: DbOrTx, lookup: CodeLookup): Promise<DiscountCode | CodeRefusal> {
  const usable = (await candidates(db, lookup)).find((code) => applies(code, lookup));
  if (!usable) return 'discountCodeNotFound';
  return (await usedBy(db, usable.id, lookup.user.id)) ? 'discountCodeUsed' : usable;
}

/** The refusal as an order's field error (422 on `discountcode`). */
export function refusalOnField(refusal: CodeRefusal, field: string): ApiError {
  return new ApiError({ status: 422, code: 'validation_failed', messageKey: 'validationFailed', fields: { [field]: { key: refusal } } });
}
