import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { reports } from '../../db/schema';
import { findOtherMember } from '../blocks/find-other-member';
import type { ReportInput } from '@/shared/schemas/safety';

const DAY_MS = 24 * 60 * 60_000;

/**
 * POST /api/report.php: stores the report for moderation. One report per profile per member in 24
 * hours: a repeat is answered the same (the member sees the same thanks) but not stored again, so
 * nobody can flood the queue about one profile. Reporting a member who blocked you stays possible.
 */
export async function reportMember(ctx: AuthedContext, input: ReportInput): Promise<void> {
  const other = await findOtherMember(ctx, input.profile, 'reportSelf');
  const since = new Date(ctx.now.getTime() - DAY_MS);
  const [recent] = await ctx.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, ctx.actor.id), eq(reports.reportedId, other.id), gt(reports.createdAt, since)))
    .limit(1);
  if (recent) return;
  await ctx.db.insert(reports).values({ reporterId: ctx.actor.id, reportedId: other.id, reason: input.reason, text: input.text, createdAt: ctx.now });
}
