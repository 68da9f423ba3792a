import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { profiles, reports, type Report } from '../../../db/schema';
import { requireStaff, scopeOf } from '../access';
import type { StaffContext } from '../staff-context';
import { EARLIER_SHOWN, earlierThan, reportHistory } from './earlier-reports';
import { queueOrder } from './queue-order';
import { decisionHistory } from './earlier-decisions';
import type { ModerationItemDto, ModerationQueueDto } from '@/shared/types/moderation';

/** One page of the queue; the next ones show as these are decided. */
const QUEUE_SIZE = 50;

// An item's earlier reports about the same member, counted in full (the list shows only the last few).
const before = alias(reports, 'before');
const earlierCount = sql<number>`(select count(*)::int from ${reports} as "before" where ${before.reportedId} = ${reports.reportedId}
  and (${before.createdAt} < ${reports.createdAt} or (${before.createdAt} = ${reports.createdAt} and ${before.id} < ${reports.id})))`;

/** The items this staff member may see: their sites and languages (admins and unscoped staff: all). */
function inScope(ctx: StaffContext): SQL | undefined {
  const scope = scopeOf(ctx.staff);
  return and(scope.siteIds ? inArray(reports.siteId, scope.siteIds) : undefined, scope.languages ? inArray(reports.language, scope.languages) : undefined);
}

type ItemHistory = { count: number; earlier: ModerationItemDto['earlier']['last']; decisions: ModerationItemDto['decisions'] };

function itemDto(row: Report, name: string | null, { count, earlier, decisions }: ItemHistory): ModerationItemDto {
  return {
    id: row.id,
    reference: row.reference,
    source: row.source,
    reporter: row.source === 'member' || row.reporterId !== null ? 'member' : 'visitor',
    site_id: row.siteId,
    language: row.language,
    what: row.subject,
    where: row.location,
    why: row.ground,
    reason: row.reason,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    target: row.reportedId === null ? null : { id: row.reportedId, name },
    snapshot: row.snapshot,
    earlier: { count, last: earlier.slice(0, EARLIER_SHOWN) },
    decisions,
  };
}

/**
 * GET /api/staff/reports.php: the open reports and notices in the moderator's sites and languages,
 * most urgent first (queue-order.ts), each with the content as it was reported, the reports
 * about the same member that came before it and the decisions about that member so far.
 */
export async function listReports(ctx: StaffContext): Promise<ModerationQueueDto> {
  requireStaff(ctx, ['moderator']);
  const rows = await ctx.db
    .select({ report: reports, name: profiles.name, earlier: earlierCount })
    .from(reports)
    .leftJoin(profiles, eq(profiles.userId, reports.reportedId))
    .where(and(eq(reports.status, 'open'), inScope(ctx)))
    .orderBy(...queueOrder())
    .limit(QUEUE_SIZE);
  const targets = [...new Set(rows.flatMap((r) => (r.report.reportedId === null ? [] : [r.report.reportedId])))];
  const [history, decisions] = await Promise.all([reportHistory(ctx, targets), decisionHistory(ctx, targets)]);
  const items = rows.map(({ report, name, earlier }) =>
    itemDto(report, name, {
      count: Number(earlier),
      earlier: report.reportedId === null ? [] : earlierThan(history.get(report.reportedId) ?? [], report),
      decisions: report.reportedId === null ? [] : (decisions.get(report.reportedId) ?? []),
    }),
  );
  return { items, now: ctx.now.toISOString() };
}
