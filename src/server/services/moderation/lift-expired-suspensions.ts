import 'server-only';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moderationDecisions, users } from '../../db/schema';

export const LIFT_SUSPENSIONS_JOB = 'lift-expired-suspensions';
/** Members set free per run; the rest follow on the next run. */
const BATCH = 500;

/**
 * The periodic end of suspensions: members whose suspension is over lose the restriction (and show
 * again in lists), and suspensions past their end are `lifted`. A login does not wait for this (see
 * restrictionInForce). Safe to run twice or side by side: each change is made only while still due.
 * Returns the number of members set free.
 */
export async function liftExpiredSuspensions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = and(eq(users.restriction, 'suspended'), lte(users.restrictedUntil, now));
    const expired = await tx.select({ id: users.id }).from(users).where(due).limit(BATCH).for('update', { skipLocked: true });
    if (expired.length > 0) {
      await tx
        .update(users)
        .set({ restriction: null, restrictedUntil: null, restrictionDecisionId: null })
        .where(
          and(
            inArray(
              users.id,
              expired.map((row) => row.id),
            ),
            due,
          ),
        );
    }
    // Every suspension past its end, also one a later decision had already replaced on the member.
    await tx
      .update(moderationDecisions)
      .set({ state: 'lifted' })
      .where(and(eq(moderationDecisions.action, 'suspend'), eq(moderationDecisions.state, 'in_force'), lte(moderationDecisions.endsAt, now)));
    return expired.length;
  });
}
