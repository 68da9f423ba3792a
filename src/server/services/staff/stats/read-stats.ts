import 'server-only';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import { statsDaily, statsDailyRevenue } from '../../../db/schema';
import { requireStaff, scopeOf } from '../access';
import { listScopedSites } from '../scoped-sites';
import type { StaffContext } from '../staff-context';
import { utcDay } from '../../stats/days';
import { statsSite } from './stats-site';
import { cohortsOf, dayRows, revenueByCountryAndMethod, totalsOf } from './summarise-stats';
import type { StatsQuery } from '@/shared/schemas/stats';
import type { StatsDto } from '@/shared/types/stats';

/**
 * GET /api/staff/stats.php (admins): the range's figures per day and site, from the daily rollup
 * only (never the live tables), for one site or every site in scope.
 */
export async function readStats(ctx: StaffContext, query: StatsQuery): Promise<StatsDto> {
  requireStaff(ctx, ['admin']);
  const site = await statsSite(ctx, query.site);
  const siteIds = site ? [site.id] : scopeOf(ctx.staff).siteIds;
  const inRange = (table: typeof statsDaily | typeof statsDailyRevenue) =>
    and(gte(table.day, query.from), lte(table.day, query.to), siteIds ? inArray(table.siteId, siteIds) : undefined);
  const [sites, rows, revenue] = await Promise.all([
    listScopedSites(ctx),
    ctx.db.select().from(statsDaily).where(inRange(statsDaily)).orderBy(asc(statsDaily.day), asc(statsDaily.siteId)),
    ctx.db.select().from(statsDailyRevenue).where(inRange(statsDailyRevenue)),
  ]);
  const days = dayRows(rows, revenue, new Map(sites.map((s) => [s.id, s.domain])));
  return {
    from: query.from,
    to: query.to,
    site,
    sites,
    days,
    totals: totalsOf(days, revenue),
    revenue: revenueByCountryAndMethod(revenue),
    cohorts: cohortsOf(rows, utcDay(ctx.now)),
  };
}
