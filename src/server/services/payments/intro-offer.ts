import 'server-only';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { orders, packages, users } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { validationError } from '../../errors';
import type { ServiceContext } from '../context';
import { RECONCILE_WINDOW_MS } from './reconcile-orders';

type IntroRefusal = 'introOfferUsed' | 'introOfferPending';

/**
 * §9: the intro offer once per member. It is gone after any completed purchase, and while an intro
 * order still awaits its payment: two open intro orders could otherwise both be paid. An open order
 * stops counting once the provider has expired it (the reconcile job's window).
 */
export async function introRefusal(db: DbOrTx, userId: number, now: Date): Promise<IntroRefusal | null> {
  const [bought] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  if (bought) return 'introOfferUsed';
  const [awaiting] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(packages.isIntro, true),
        inArray(orders.status, ['open', 'pending']),
        gt(orders.createdAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
      ),
    )
    .limit(1);
  return awaiting ? 'introOfferPending' : null;
}

/**
 * Checks the intro offer for a new order inside its transaction, with the member's row locked so
 * that two orders placed at once are checked one after the other: the second sees the first.
 */
export async function claimIntroOffer(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const refusal = await introRefusal(tx, userId, now);
  if (refusal) throw validationError({ package: { key: refusal } });
}

/** Whether the packages shown to this viewer include the intro offer: visitors see it, members while they may buy it. */
export async function introOffered(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>): Promise<boolean> {
  return !ctx.actor || (await introRefusal(ctx.db, ctx.actor.id, ctx.now)) === null;
}
