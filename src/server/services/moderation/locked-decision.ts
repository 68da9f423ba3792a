import 'server-only';
import { eq } from 'drizzle-orm';
import { moderationDecisions, type ModerationDecision } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { notFound } from '../../errors';
import { requireStaff } from '../staff/access';
import type { StaffContext } from '../staff/staff-context';
import { otherModeratorRequired } from './decision-errors';
import { MODERATOR_ROLES } from './decision-target';

/** A decision, locked for the caller's transaction, in a site and language this moderator works on (404 otherwise). */
export async function lockedDecision(ctx: StaffContext, tx: Tx, id: number): Promise<ModerationDecision> {
  const [decision] = await tx.select().from(moderationDecisions).where(eq(moderationDecisions.id, id)).for('update');
  if (!decision) throw notFound();
  if (decision.siteId !== null) requireStaff(ctx, MODERATOR_ROLES, { siteId: decision.siteId, language: decision.language });
  return decision;
}

/** Four eyes: whoever decided (or confirmed the ban) may not be the second pair; admins neither. */
export function requireOtherModerator(ctx: StaffContext, decision: ModerationDecision): void {
  if (decision.decidedBy === ctx.staff.id || decision.confirmedBy === ctx.staff.id) throw otherModeratorRequired();
}
