import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { reports } from '../../db/schema';
import { findOtherMember } from '../blocks/find-other-member';
import { groundOfReason } from './report-ground';
import { profileSnapshot } from './profile-snapshot';
import { newReportReference } from './report-reference';
import type { ReportInput } from '@/shared/schemas/safety';

const DAY_MS = 24 * 60 * 60_000;

/**
 * POST /api/report.php: stores the report in the moderation queue, with the profile as it is now.
 * One report per profile per member in 24 hours: a repeat is answered the same (the member sees
 * the same thanks) but not stored again, so nobody can flood the queue about one profile.
 * Reporting a member who blocked you stays possible.
 */
export async function reportMember(ctx: AuthedContext, input: ReportInput): Promise<void> {
  const other = await findOtherMember(ctx, input.profile, 'reportSelf');
  const since = new Date(ctx.now.getTime() - DAY_MS);
  const [recent] = await ctx.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.source, 'member'), eq(reports.reporterId, ctx.actor.id), eq(reports.reportedId, other.id), gt(reports.createdAt, since)))
    .limit(1);
  if (recent) return;
  await ctx.db.insert(reports).values({
    source: 'member',
    siteId: ctx.actor.siteId,
    reporterId: ctx.actor.id,
    language: ctx.actor.language ?? ctx.locale,
    subject: 'profile',
    reportedId: other.id,
    reason: input.reason,
    ground: groundOfReason(input.reason),
    text: input.text,
    reference: newReportReference(),
    snapshot: await profileSnapshot(ctx.db, other.id),
    createdAt: ctx.now,
  });
}
