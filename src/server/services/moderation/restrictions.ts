import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bannedAddresses, sessions, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { Restriction } from '@/shared/moderation';

/** The ban list's key for an address: trimmed, lower-cased, SHA-256 in hex. */
export function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export type RestrictionInput = {
  memberId: number;
  kind: Restriction;
  /** The end of a suspension; a ban has none. */
  until: Date | null;
  decisionId: number;
};

/**
 * Puts a decision's restriction on the member, inside the decision's transaction, and ends all the
 * member's sessions with it. A ban also puts the member's address on the ban list, so that it cannot
 * sign up again. After the commit, call endMemberStreams(ctx.events, memberId) so that the member's
 * open event streams end at once on every instance (else at their next heartbeat); a cookie that is
 * still around acts for nobody, as the session lookup leaves restricted members out.
 */
export async function imposeRestriction(tx: Tx, input: RestrictionInput): Promise<void> {
  const [member] = await tx
    .update(users)
    .set({ restriction: input.kind, restrictedUntil: input.kind === 'banned' ? null : input.until, restrictionDecisionId: input.decisionId })
    .where(eq(users.id, input.memberId))
    .returning({ email: users.email });
  await tx.delete(sessions).where(eq(sessions.userId, input.memberId));
  if (input.kind === 'banned' && member) {
    await tx
      .insert(bannedAddresses)
      .values({ addressHash: addressHash(member.email), decisionId: input.decisionId })
      .onConflictDoNothing();
  }
}

/**
 * Ends the restriction that `decisionId` put on the member (an appeal granted, a suspension over);
 * a later decision's restriction stays. A lifted ban frees the address again.
 */
export async function liftRestriction(tx: Tx, memberId: number, decisionId: number): Promise<void> {
  const [member] = await tx
    .update(users)
    .set({ restriction: null, restrictedUntil: null, restrictionDecisionId: null })
    .where(and(eq(users.id, memberId), eq(users.restrictionDecisionId, decisionId)))
    .returning({ email: users.email });
  if (member) await tx.delete(bannedAddresses).where(eq(bannedAddresses.decisionId, decisionId));
}
