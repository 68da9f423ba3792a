import 'server-only';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users, type User } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Restriction } from '@/shared/moderation';

type Restricted = Pick<User, 'restriction' | 'restrictedUntil'>;

/**
 * The one answer to "is this member held back now?": a ban, or a suspension whose end is still to
 * come. A suspension past its end counts as lifted at once, before the job clears the columns.
 */
export function restrictionInForce(member: Restricted, now: Date): Restriction | null {
  if (member.restriction === 'banned') return 'banned';
  // A suspension without an end (never written so) is held as in force rather than let go.
  if (member.restriction === 'suspended' && (!member.restrictedUntil || member.restrictedUntil > now)) return 'suspended';
  return null;
}

/** The same answer in SQL, on the `users` row of the query: true when no restriction is in force. */
export function notRestrictedSql(now: Date | SQLWrapper): SQL {
  return sql`(${users.restriction} is null or (${users.restriction} = 'suspended' and ${users.restrictedUntil} <= ${now}))`;
}

/**
 * The guard of every send (messages, gifts, photos, likes): a member held back acts for nobody. The
 * session lookup already leaves them out; this holds should an actor come from elsewhere.
 */
export function refuseRestrictedActor(actor: Restricted, now: Date): void {
  if (restrictionInForce(actor, now)) throw new ApiError({ code: 'unauthorized' });
}
