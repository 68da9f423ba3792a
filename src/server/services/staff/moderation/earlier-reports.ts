import 'server-only';
import { desc, inArray, lte, sql } from 'drizzle-orm';
import { reports } from '../../../db/schema';
import type { StaffContext } from '../staff-context';
import type { EarlierReportDto } from '@/shared/types/moderation';

/** How many earlier reports an item lists; the count covers them all. */
export const EARLIER_SHOWN = 3;
// The most recent reports read per member: enough for the items of one page of the queue.
const HISTORY_READ = 50;

export type HistoryRow = { id: number; reportedId: number; createdAt: Date; dto: EarlierReportDto };

/** The latest reports about each of these members, newest first, for the items' "earlier" lists. */
export async function reportHistory(ctx: StaffContext, memberIds: number[]): Promise<Map<number, HistoryRow[]>> {
  if (!memberIds.length) return new Map();
  const ranked = ctx.db.$with('ranked').as(
    ctx.db
      .select({
        id: reports.id,
        reportedId: reports.reportedId,
        reference: reports.reference,
        source: reports.source,
        ground: reports.ground,
        status: reports.status,
        createdAt: reports.createdAt,
        rank: sql<number>`row_number() over (partition by ${reports.reportedId} order by ${reports.createdAt} desc, ${reports.id} desc)`.as('rank'),
      })
      .from(reports)
      .where(inArray(reports.reportedId, memberIds)),
  );
  const rows = await ctx.db.with(ranked).select().from(ranked).where(lte(ranked.rank, HISTORY_READ)).orderBy(desc(ranked.createdAt), desc(ranked.id));
  const byMember = new Map<number, HistoryRow[]>();
  for (const r of rows) {
    if (r.reportedId === null) continue;
    const dto: EarlierReportDto = { reference: r.reference, source: r.source, why: r.ground, status: r.status, created_at: r.createdAt.toISOString() };
    byMember.set(r.reportedId, [...(byMember.get(r.reportedId) ?? []), { id: r.id, reportedId: r.reportedId, createdAt: r.createdAt, dto }]);
  }
  return byMember;
}

/** The reports about the member from before this item (same time: lower id), newest first. */
export function earlierThan(history: HistoryRow[], item: { id: number; createdAt: Date }): EarlierReportDto[] {
  const t = item.createdAt.getTime();
  return history.filter((h) => h.createdAt.getTime() < t || (h.createdAt.getTime() === t && h.id < item.id)).map((h) => h.dto);
}
