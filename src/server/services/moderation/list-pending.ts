import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { moderationDecisions, profiles, reports, staff, type ModerationDecision } from '../../db/schema';
import { requireStaff, scopeOf } from '../staff/access';
import type { StaffContext } from '../staff/staff-context';
import { MODERATOR_ROLES } from './decision-target';
import { decisionDto } from './decision-dto';
import type { AppealsQueueDto, PendingDecisionDto } from '@/shared/types/moderation';

const LIST_SIZE = 100;

function inScope(ctx: StaffContext): SQL | undefined {
  const scope = scopeOf(ctx.staff);
  return and(
    scope.siteIds ? inArray(moderationDecisions.siteId, scope.siteIds) : undefined,
    scope.languages ? inArray(moderationDecisions.language, scope.languages) : undefined,
  );
}

type Row = { d: ModerationDecision; name: string | null; report: string | null; by: string };

function pendingDto(ctx: StaffContext, { d, name, report, by }: Row): PendingDecisionDto {
  return {
    ...decisionDto(d),
    member: { id: d.memberId, name },
    site_id: d.siteId,
    language: d.language,
    reason: d.reason,
    days: d.days,
    report,
    decided_by: { id: d.decidedBy, email: by },
    created_at: d.createdAt.toISOString(),
    may_answer: d.decidedBy !== ctx.staff.id && d.confirmedBy !== ctx.staff.id,
    appeal: d.appealedAt ? { text: d.appealText ?? '', at: d.appealedAt.toISOString() } : null,
  };
}

/**
 * GET /api/staff/appeals.php: the two short queues of the four-eyes rule, in the moderator's sites
 * and languages, oldest first: bans waiting for a second moderator, and appeals waiting for an answer.
 */
export async function listPendingDecisions(ctx: StaffContext): Promise<AppealsQueueDto> {
  requireStaff(ctx, MODERATOR_ROLES);
  const waitingBan = eq(moderationDecisions.state, 'pending_confirmation');
  const waitingAppeal = and(isNotNull(moderationDecisions.appealedAt), isNull(moderationDecisions.appealOutcome));
  const rows = await ctx.db
    .select({ d: moderationDecisions, name: profiles.name, report: reports.reference, by: staff.email })
    .from(moderationDecisions)
    .innerJoin(staff, eq(staff.id, moderationDecisions.decidedBy))
    .leftJoin(profiles, eq(profiles.userId, moderationDecisions.memberId))
    .leftJoin(reports, eq(reports.id, moderationDecisions.reportId))
    .where(and(or(waitingBan, waitingAppeal), inScope(ctx)))
    .orderBy(asc(moderationDecisions.appealedAt), asc(moderationDecisions.createdAt), asc(moderationDecisions.id))
    .limit(LIST_SIZE);
  const dtos = rows.map((r) => pendingDto(ctx, { ...r, report: r.report ?? null }));
  return { bans: dtos.filter((d) => d.state === 'pending_confirmation'), appeals: dtos.filter((d) => d.appeal !== null && d.state !== 'pending_confirmation') };
}
