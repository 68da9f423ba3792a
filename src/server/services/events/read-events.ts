import 'server-only';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberEventCounters, memberEvents } from '../../db/schema';
import type { DeliveredEvent } from '../../adapters/events/event-bus';

/** Rows read per replay query; a longer replay takes several. */
export const REPLAY_PAGE = 500;

/** The number of the member's latest event (0 when they have none). */
export async function latestEventSeq(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ lastSeq: memberEventCounters.lastSeq }).from(memberEventCounters).where(eq(memberEventCounters.userId, userId));
  return row?.lastSeq ?? 0;
}

/** The member's stored events after `afterSeq` (up to `upToSeq` when given), oldest first, one page. */
export async function readEventsAfter(db: Db, userId: number, afterSeq: number, upToSeq?: number): Promise<DeliveredEvent[]> {
  const range = [eq(memberEvents.userId, userId), gt(memberEvents.seq, afterSeq), ...(upToSeq === undefined ? [] : [lte(memberEvents.seq, upToSeq)])];
  return db
    .select({ userId: memberEvents.userId, seq: memberEvents.seq, type: memberEvents.type, payload: memberEvents.payload })
    .from(memberEvents)
    .where(and(...range))
    .orderBy(asc(memberEvents.seq))
    .limit(REPLAY_PAGE);
}
