import 'server-only';
import { eq } from 'drizzle-orm';
import { moderationDecisions, users, type ModerationDecision, type Photo, type Report, type User } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { profileSnapshot } from '../reports/profile-snapshot';
import { recordAudit } from '../staff/audit';
import { requireStaff } from '../staff/access';
import { requireRecentCode } from '../staff/step-up';
import type { StaffContext } from '../staff/staff-context';
import { imposeRestriction } from './restrictions';
import { endMemberStreams } from '../events/end-member-streams';
import { forgetCachedSessions } from '../auth/sessions';
import { newDecisionReference } from './decision-reference';
import { closeReport, memberToDecide, MODERATOR_ROLES, openReport, statementLanguage } from './decision-target';
import { keepAsEvidence, photoToRemove, removePhotoFiles, removePhotoRow } from './remove-photo';
import { queueDecisionMails } from './decision-mail';
import { decisionDto } from './decision-dto';
import type { DecisionInput } from '@/shared/schemas/moderation-decisions';
import type { ReportSnapshot } from '@/shared/moderation';
import type { DecisionDto } from '@/shared/types/moderation';

const DAY_MS = 24 * 60 * 60_000;

/** The decision's effect on the member, in its transaction (a ban waits for the second moderator). */
async function applyEffect(
  tx: Tx,
  ctx: StaffContext,
  decision: { id: number; action: DecisionInput['action']; endsAt: Date | null },
  member: User,
  photo: Photo | null,
): Promise<void> {
  if (decision.action === 'remove_photo' && photo) await removePhotoRow(tx, photo);
  if (decision.action === 'hide_profile') await tx.update(users).set({ moderationHiddenAt: ctx.now }).where(eq(users.id, member.id));
  if (decision.action === 'suspend') await imposeRestriction(tx, { memberId: member.id, kind: 'suspended', until: decision.endsAt, decisionId: decision.id });
}

/** What the decision was about, as it was: the report's snapshot, else the profile now; a removed photo as its kept copy. */
async function evidenceOf(tx: Tx, report: Report | null, memberId: number, photoKey: string | null): Promise<ReportSnapshot> {
  const snapshot = report ? report.snapshot : await profileSnapshot(tx, memberId);
  return photoKey ? { ...snapshot, photos: [photoKey] } : snapshot;
}

type Decided = { decision: ModerationDecision; report: Report | null };

/** The audit row of the decision, in its transaction. */
async function auditDecision(tx: Tx, ctx: StaffContext, { decision, report }: Decided): Promise<void> {
  const after = {
    reference: decision.reference,
    action: decision.action,
    ground: decision.ground,
    days: decision.days,
    state: decision.state,
    report: report?.reference ?? null,
  };
  await recordAudit(
    tx,
    { staffId: ctx.staff.id, action: 'moderation.decide', targetType: 'member', targetId: decision.memberId, after, reason: decision.reason, ip: ctx.ip },
    ctx.now,
  );
}

/** Locks and checks report and member, keeps a removed photo's file, and stores the decision row. */
async function storeDecision(tx: Tx, ctx: StaffContext, input: DecisionInput, reference: string): Promise<Decided & { member: User; photo: Photo | null }> {
  const report = input.report ? await openReport(ctx, tx, input.report, input.member) : null;
  const member = await memberToDecide(ctx, tx, input.member, report?.language);
  // Storage is no part of the transaction: a rolled-back decision leaves only a spare copy of the file.
  const photo = input.action === 'remove_photo' ? await photoToRemove(tx, member.id, input.photo) : null;
  const photoKey = photo ? await keepAsEvidence(ctx.storage, reference, photo) : null;
  const [decision] = await tx
    .insert(moderationDecisions)
    .values({
      reference,
      reportId: report?.id ?? null,
      memberId: member.id,
      siteId: member.siteId,
      language: await statementLanguage(tx, member),
      action: input.action,
      ground: input.ground ?? report?.ground ?? 'other',
      reason: input.reason,
      days: input.days ?? null,
      photoId: photo?.id ?? null,
      state: input.action === 'ban' ? 'pending_confirmation' : 'in_force',
      endsAt: input.action === 'suspend' && input.days ? new Date(ctx.now.getTime() + input.days * DAY_MS) : null,
      evidence: await evidenceOf(tx, report, member.id, photoKey),
      decidedBy: ctx.staff.id,
      createdAt: ctx.now,
    })
    .returning();
  return { decision, report, member, photo };
}

/**
 * POST /api/staff/decision.php: a moderator's decision about a member, on a report or on their own
 * finding. Suspensions and bans need a recent code. The decision, its effect, the report's closing
 * and the audit row commit together; a ban is stored as `pending_confirmation` and holds only once a
 * second moderator confirms it (confirm-ban.ts). The statement of reasons and the notifier's outcome
 * are mailed after the commit.
 */
export async function decide(ctx: StaffContext, input: DecisionInput): Promise<DecisionDto> {
  requireStaff(ctx, MODERATOR_ROLES);
  if (input.action === 'suspend' || input.action === 'ban') requireRecentCode(ctx);
  const reference = newDecisionReference();
  const { decision, photo } = await ctx.db.transaction(async (tx) => {
    const stored = await storeDecision(tx, ctx, input, reference);
    await applyEffect(tx, ctx, stored.decision, stored.member, stored.photo);
    if (stored.report) await closeReport(tx, stored.report.id);
    await auditDecision(tx, ctx, stored);
    return stored;
  });
  if (photo) await removePhotoFiles(ctx.db, ctx.storage, photo);
  // The suspension ended the member's sessions in the transaction; their open pages end now too.
  if (decision.action === 'suspend' && decision.memberId !== null) {
    await forgetCachedSessions(ctx);
    await endMemberStreams(ctx.events, decision.memberId);
  }
  if (decision.state === 'in_force') await queueDecisionMails(ctx, decision.id, decision.action === 'dismiss' ? ['outcome'] : ['statement', 'outcome']);
  return decisionDto(decision);
}
