import 'server-only';
import { and, eq } from 'drizzle-orm';
import { profiles, reports, sites, users, type Report, type User } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notFound, validationError } from '../../errors';
import { requireStaff } from '../staff/access';
import type { StaffContext } from '../staff/staff-context';
import { alreadyDecided } from './decision-errors';
import type { StaffRole } from '@/shared/staff/roles';
import { pickLocale } from '@/shared/locale';

/** Who decides in the moderation queue (admins may too). */
export const MODERATOR_ROLES: readonly StaffRole[] = ['moderator'];

/**
 * The member a decision is about, locked for the decision's transaction: a real member (not a site's
 * fictional profile) in a site and language this moderator works on; 404 otherwise, as for a stranger.
 */
export async function memberToDecide(ctx: StaffContext, tx: Tx, memberId: number, language: string | undefined): Promise<User> {
  const [row] = await tx
    .select({ user: users, fictional: profiles.isFictional })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId))
    .for('update', { of: users });
  if (!row || row.fictional) throw notFound();
  requireStaff(ctx, MODERATOR_ROLES, { siteId: row.user.siteId, language: language ?? row.user.language ?? undefined });
  return row.user;
}

/**
 * The open report the decision answers, locked: 404 outside the moderator's scope, 409 when it was
 * decided already (by another moderator a moment ago, or twice by one), 422 when it is about someone else.
 */
export async function openReport(ctx: StaffContext, tx: Tx, reportId: number, memberId: number): Promise<Report> {
  const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
  if (!report) throw notFound();
  if (report.siteId !== null) requireStaff(ctx, MODERATOR_ROLES, { siteId: report.siteId, language: report.language });
  if (report.status !== 'open') throw alreadyDecided();
  if (report.reportedId !== memberId) throw validationError({ report: { key: 'decisionReportOtherMember' } });
  return report;
}

/** Marks the report decided; only an open one, so a racing second decision finds nothing to close. */
export async function closeReport(tx: Tx, reportId: number): Promise<void> {
  const closed = await tx
    .update(reports)
    .set({ status: 'decided' })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  if (!closed.length) throw alreadyDecided();
}

/** The language of the member's statement of reasons: theirs, else their site's. */
export async function statementLanguage(tx: Tx, member: User): Promise<string> {
  const [site] = await tx.select({ domainLanguage: sites.domainLanguage }).from(sites).where(eq(sites.id, member.siteId));
  return pickLocale({ userLanguage: member.language, domainLanguage: site?.domainLanguage });
}
