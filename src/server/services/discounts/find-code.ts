import 'server-only';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { discountCodes, discountGrants, type DiscountCode, type User } from '../../db/schema';
import type { PaymentMethod } from '@/shared/payments';
import { signupOfferEnds, type DiscountKind } from '@/shared/discounts';
import { codeKeyOf, heldBy, usesOf } from './discount-holds';

export type CodeLookup = {
  user: User;
  siteId: number;
  country: string;
  now: Date;
  /** The code as typed (of any kind: the time bonus is ordered by its code), or the site's code of a kind. */
  code: string | { kind: Exclude<DiscountKind, 'code'> };
  /** Known when an order is priced: the package price and the chosen method. */
  amountCents?: number;
  method?: PaymentMethod;
};

/** Why a code does not apply; each has its message under `Errors`. */
export type CodeRefusal =
  | {
      key:
        | 'discountCodeNotFound'
        | 'discountCodeUsed'
        | 'discountCodeExpired'
        | 'discountCodeCountry'
        | 'discountCodeMethod'
        | 'discountCodeUsedUp'
        | 'discountCodeNewMembers';
    }
  | { key: 'discountCodeMinimum'; minimumCents: number };

/** A code that applies, with the end of its offer for this member. */
export type UsableCode = DiscountCode & { expires: Date | null };

/** When a member's personal grants of retention codes end, by code id. */
type Grants = Map<number, Date>;

/** How long after signup a kind of code is offered (§9), or how long its grant lasts; plain codes follow their own dates only. */
function offeredUntil(code: DiscountCode, user: User, grants: Grants): Date | null {
  if (code.kind === 'timebonus' || code.kind === 'welcome') return new Date(signupOfferEnds(code.kind, user.createdAt.getTime()));
  if (code.kind === 'retention') return grants.get(code.id) ?? null;
  return null;
}

/** The end of a code's offer for this member: its own end date or the end of its window. */
function expiresFor(code: DiscountCode, user: User, grants: Grants): Date | null {
  const ends = [code.validUntil, offeredUntil(code, user, grants)].filter((d): d is Date => d !== null);
  return ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
}

/** The first reason the code does not apply to this lookup, or null; checked from the code's own state to the order's. */
function refusalOf(code: DiscountCode, lookup: CodeLookup, grants: Grants): CodeRefusal | null {
  const { now, user } = lookup;
  if (!code.active || (code.validFrom && code.validFrom > now)) return { key: 'discountCodeNotFound' };
  // A retention code is personal: to anyone it was not given, it does not exist.
  if (code.kind === 'retention' && !grants.has(code.id)) return { key: 'discountCodeNotFound' };
  const end = expiresFor(code, user, grants);
  if (end && end <= now) return { key: 'discountCodeExpired' };
  // §4: the time bonus, like the welcome discount on 'your first credits', is for members who have not paid yet.
  if ((code.kind === 'timebonus' || code.kind === 'welcome') && user.paidUser) return { key: 'discountCodeNewMembers' };
  if (code.country && code.country !== lookup.country) return { key: 'discountCodeCountry' };
  if (lookup.amountCents !== undefined && lookup.amountCents < code.minimumCents) return { key: 'discountCodeMinimum', minimumCents: code.minimumCents };
  const methods = code.paymentMethods ?? [];
  if (lookup.method && methods.length && !methods.includes(lookup.method)) return { key: 'discountCodeMethod' };
  return null;
}

async function candidates(db: DbOrTx, lookup: CodeLookup): Promise<DiscountCode[]> {
  const which = typeof lookup.code === 'string' ? sql`upper(${discountCodes.code}) = ${codeKeyOf(lookup.code)}` : eq(discountCodes.kind, lookup.code.kind);
  // The site's own code first; a global one (no site) otherwise.
  return db
    .select()
    .from(discountCodes)
    .where(and(which, or(eq(discountCodes.siteId, lookup.siteId), isNull(discountCodes.siteId))))
    .orderBy(sql`${discountCodes.siteId} is null`, asc(discountCodes.id));
}

async function grantsOf(db: DbOrTx, codes: DiscountCode[], userId: number): Promise<Grants> {
  const ids = codes.filter((c) => c.kind === 'retention').map((c) => c.id);
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(discountGrants)
    .where(and(eq(discountGrants.userId, userId), inArray(discountGrants.codeId, ids)));
  return new Map(rows.map((g) => [g.codeId, g.expiresAt]));
}

/** The codes (by text) this member holds or has used, on any site: 'Code reeds gebruikt'. */
async function heldOf(db: DbOrTx, codes: DiscountCode[], lookup: CodeLookup): Promise<Set<string>> {
  const keys = [...new Set(codes.map((c) => codeKeyOf(c.code)))];
  const held = await Promise.all(keys.map((key) => heldBy(db, key, lookup.user.id, lookup.now)));
  return new Set(keys.filter((_, i) => held[i]));
}

/**
 * §3/§5: the code this member may use now, or why not. A code the member used is 'Code reeds
 * gebruikt' before anything else; otherwise the reason of the site's own code when none applies.
 */
export async function findCode(db: DbOrTx, lookup: CodeLookup): Promise<UsableCode | CodeRefusal> {
  const codes = await candidates(db, lookup);
  if (!codes.length) return { key: 'discountCodeNotFound' };
  const grants = await grantsOf(db, codes, lookup.user.id);
  const held = await heldOf(db, codes, lookup);
  const usable = codes.find((code) => !held.has(codeKeyOf(code.code)) && refusalOf(code, lookup, grants) === null);
  if (!usable) return held.has(codeKeyOf(codes[0].code)) ? { key: 'discountCodeUsed' } : refusalOf(codes[0], lookup, grants)!;
  if (usable.maxUses !== null && (await usesOf(db, usable.id, lookup.now)) >= usable.maxUses) return { key: 'discountCodeUsedUp' };
  return { ...usable, expires: expiresFor(usable, lookup.user, grants) };
}

export const isRefusal = (found: UsableCode | CodeRefusal): found is CodeRefusal => 'key' in found;
