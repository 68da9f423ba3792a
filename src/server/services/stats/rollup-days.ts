import 'server-only';
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { sites, statsDaily, statsDailyRevenue } from '../../db/schema';
import { addDays, utcDay } from './days';
import { cohortCounts, dayCounts, dayRevenue, type PerSite } from './day-figures';

const FIGURES = [
  'signups',
  'activations',
  'firstPurchases',
  'purchases',
  'activeMembers',
  'messagesMember',
  'messagesFictional',
  'messagesOperator',
  'cohortSize',
  'retained7',
  'retained30',
  'computedAt',
] as const;
const excluded = (column: AnyColumn) => sql.raw(`excluded."${column.name}"`);
const at = (figures: PerSite, siteId: number) => figures.get(siteId) ?? 0;

/**
 * Counts one day of every site from the live tables and writes it to the rollup (stats_daily and
 * stats_daily_revenue), replacing what was there: running it twice gives the same rows. A run that
 * was overtaken (the periodic job still counting while an admin's recount wrote) leaves the newer
 * figures alone, so a day's figures never go back to an older count.
 */
export async function rollupDay(db: DbOrTx, day: string, now: Date): Promise<void> {
  const [siteRows, counts, revenue] = await Promise.all([db.select({ id: sites.id }).from(sites), dayCounts(db, day), dayRevenue(db, day)]);
  const rows = siteRows.map(({ id }) => ({
    day,
    siteId: id,
    signups: at(counts.signups, id),
    activations: at(counts.activations, id),
    firstPurchases: at(counts.firstPurchases, id),
    purchases: at(counts.purchases, id),
    activeMembers: at(counts.activeMembers, id),
    messagesMember: at(counts.messagesMember, id),
    messagesFictional: at(counts.messagesFictional, id),
    messagesOperator: at(counts.messagesOperator, id),
    cohortSize: at(counts.cohortSize, id),
    retained7: at(counts.retained7, id),
    retained30: at(counts.retained30, id),
    computedAt: now,
  }));
  await db.transaction(async (tx) => {
    // Written only over figures counted earlier. The condition is part of the upsert, so it is checked
    // after waiting for a newer run's uncommitted write of the same rows, and sees what that run wrote.
    const written = rows.length
      ? await tx
          .insert(statsDaily)
          .values(rows)
          .onConflictDoUpdate({
            target: [statsDaily.day, statsDaily.siteId],
            set: Object.fromEntries(FIGURES.map((key) => [key, excluded(statsDaily[key])])),
            setWhere: sql`${statsDaily.computedAt} <= ${excluded(statsDaily.computedAt)}`,
          })
          .returning({ siteId: statsDaily.siteId })
      : [];
    // A later run wrote this day: its revenue rows are newer than ours as well.
    if (written.length < rows.length) return;
    await tx.delete(statsDailyRevenue).where(eq(statsDailyRevenue.day, day));
    if (revenue.length) await tx.insert(statsDailyRevenue).values(revenue.map((row) => ({ day, ...row })));
  });
}

/**
 * A cohort's retention is known only 7 and 30 days after its day: the rollup rewrites those
 * figures of the (otherwise final) cohort day, and nothing else of it.
 */
export async function rollupRetention(db: DbOrTx, day: string, now: Date): Promise<void> {
  const [counted] = await db.select({ day: statsDaily.day }).from(statsDaily).where(eq(statsDaily.day, day)).limit(1);
  // A day the rollup never counted (before the job ran, or a gap) is counted in full once.
  if (!counted) return rollupDay(db, day, now);
  const cohort = await cohortCounts(db, day);
  for (const [siteId, size] of cohort.cohortSize) {
    await db
      .update(statsDaily)
      .set({ cohortSize: size, retained7: at(cohort.retained7, siteId), retained30: at(cohort.retained30, siteId) })
      .where(and(eq(statsDaily.day, day), eq(statsDaily.siteId, siteId)));
  }
}

/**
 * The periodic run: today and yesterday in full (yesterday once more, for what arrived around
 * midnight), and the retention of the cohorts whose 7th or 30th day is one of them.
 */
export async function rollupRecent(db: DbOrTx, now: Date): Promise<void> {
  const today = utcDay(now);
  const yesterday = addDays(today, -1);
  for (const day of [yesterday, today]) await rollupDay(db, day, now);
  for (const day of [yesterday, today]) {
    await rollupRetention(db, addDays(day, -7), now);
    await rollupRetention(db, addDays(day, -30), now);
  }
}

/** On demand: every day of a range in full, e.g. after an import or a correction. */
export async function rollupRange(db: DbOrTx, from: string, to: string, now: Date): Promise<number> {
  let days = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    await rollupDay(db, day, now);
    days += 1;
  }
  return days;
}
