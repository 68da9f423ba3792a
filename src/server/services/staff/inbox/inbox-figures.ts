import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { operatorReplies, staff } from '../../../db/schema';
import { scopeOf } from '../access';
import type { StaffContext } from '../staff-context';
import type { InboxFigureDto } from '@/shared/types/staff';

const FIGURE_DAYS = 7;

/** Replies, median wait and breaches of the last 7 days, per operator and site, in the viewer's sites. */
export async function inboxFigures(ctx: StaffContext): Promise<InboxFigureDto[]> {
  const since = new Date(ctx.now.getTime() - FIGURE_DAYS * 86_400_000);
  const scope = scopeOf(ctx.staff);
  const rows = await ctx.db
    .select({
      staffId: staff.id,
      email: staff.email,
      siteId: operatorReplies.siteId,
      replies: sql<number>`count(*)::int`,
      median: sql<number>`percentile_cont(0.5) within group (order by ${operatorReplies.waitedSeconds})`,
      breaches: sql<number>`count(*) filter (where ${operatorReplies.waitedSeconds} > ${operatorReplies.targetSeconds})::int`,
    })
    .from(operatorReplies)
    .innerJoin(staff, eq(staff.id, operatorReplies.staffId))
    .where(and(gt(operatorReplies.createdAt, since), scope.siteIds ? inArray(operatorReplies.siteId, scope.siteIds) : undefined))
    .groupBy(staff.id, staff.email, operatorReplies.siteId)
    .orderBy(operatorReplies.siteId, staff.email);
  return rows.map((r) => ({
    staff: { id: r.staffId, email: r.email },
    site_id: r.siteId,
    replies: r.replies,
    median_wait_seconds: Math.round(Number(r.median)),
    breaches: r.breaches,
  }));
}
