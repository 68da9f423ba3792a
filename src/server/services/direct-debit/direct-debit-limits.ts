import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { directDebitAccounts, orders, packages, type Package } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import type { AuthedContext, ServiceContext } from '../context';
import { isStoredId } from '../ids';
import { ApiError, notFound } from '../../errors';

/** §8: the direct-debit total of a member over this many days may not pass their limit. */
export const DIRECT_DEBIT_LIMIT_DAYS = 30;
/** Orders that count against the limit: every one that may still be, or was, collected. */
const COUNTED_STATUSES = ['open', 'pending', 'paid'] as const;

/** The member's direct-debit row, created with the default limit the first time it is needed. */
export async function directDebitAccount(db: DbOrTx, userId: number) {
  await db.insert(directDebitAccounts).values({ userId }).onConflictDoNothing();
  const [account] = await db.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, userId));
  return account;
}

/** An active package of this site, or null. */
export async function findDebitPackage(ctx: ServiceContext, id: number): Promise<Package | null> {
  if (!isStoredId(id)) return null;
  const [pkg] = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.siteId, ctx.site.id), eq(packages.active, true)));
  return pkg ?? null;
}

/** An active package of this site, or 404 (an id the member cannot buy). */
export async function packageToDebit(ctx: AuthedContext, id: number): Promise<Package> {
  const pkg = await findDebitPackage(ctx, id);
  if (!pkg) throw notFound();
  return pkg;
}

async function debitedCents(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - DIRECT_DEBIT_LIMIT_DAYS * 86_400_000);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.amountCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.method, 'sdd'), inArray(orders.status, [...COUNTED_STATUSES]), gte(orders.createdAt, since)));
  return Number(row?.total ?? 0);
}

/**
 * §6, §8: a barred account may not pay by direct debit at all ('Je account is geblokkeerd voor
 * automatische incasso.'); otherwise the last 30 days plus this package must stay within the limit.
 */
export async function assertMayDebit(db: DbOrTx, userId: number, pkg: Package, now: Date): Promise<void> {
  const account = await directDebitAccount(db, userId);
  if (account.barred) throw new ApiError({ code: 'direct_debit_barred' });
  if ((await debitedCents(db, userId, now)) + pkg.priceCents > account.limitCents) {
    throw new ApiError({ code: 'direct_debit_limit' });
  }
}
