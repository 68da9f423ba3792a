import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import { orders, sites } from '../../db/schema';
import type { Container } from '../../container';
import { applyProviderPayment } from './apply-payment';
import { siteOrigin } from '../sites/site-origin';
import { log } from '../../log';

export const RECONCILE_JOB = 'reconcile-payments';

/** Orders are left to their webhook for this long before the job asks the provider itself. */
export const RECONCILE_AFTER_MS = 60_000;
/** Older orders are not looked at: every provider has expired an unpaid payment long before. */
export const RECONCILE_WINDOW_MS = 48 * 3_600_000;
const BATCH = 200;

/**
 * The safety net for webhooks that never came: every open or pending order older than a minute is
 * (up to two days old) is looked up at the provider and applied through the same path as a webhook.
 * Returns how many it checked.
 */
export async function reconcileOrders(deps: Container, now = new Date()): Promise<number> {
  const open = await deps.db
    .select({ paymentId: orders.providerPaymentId, domain: sites.domain })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(
      and(
        inArray(orders.status, ['open', 'pending']),
        eq(orders.provider, deps.payments.name),
        isNotNull(orders.providerPaymentId),
        lt(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        gt(orders.createdAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  for (const row of open) {
    try {
      const payment = await deps.payments.get(row.paymentId!);
      if (payment) await applyProviderPayment(deps, payment, siteOrigin(deps, row));
    } catch (err) {
      // One unreachable payment must not hold up the rest; the next run tries it again.
      log.error(`${RECONCILE_JOB}: payment ${row.paymentId} not checked: ${String(err)}`);
    }
  }
  return open.length;
}
