import 'server-only';
import { sql } from 'drizzle-orm';
import { memberEventCounters, memberEvents, type MemberEventType } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { DeliveredEvent } from '../../adapters/events/event-bus';

export type PendingEvent = { userId: number; type: MemberEventType; payload: Record<string, unknown> };

function byMember(events: PendingEvent[]): Map<number, PendingEvent[]> {
  const groups = new Map<number, PendingEvent[]>();
  for (const event of events) groups.set(event.userId, [...(groups.get(event.userId) ?? []), event]);
  return groups;
}

/**
 * Numbers and stores events inside the caller's transaction. Counters are taken in member-id order,
 * so two transactions that notify the same two members cannot deadlock; a member's numbers follow
 * the commit order of their counter row, so a stream never sees number n+1 before n.
 */
export async function recordEvents(tx: Tx, events: PendingEvent[]): Promise<DeliveredEvent[]> {
  const stored: DeliveredEvent[] = [];
  const groups = [...byMember(events)].sort(([a], [b]) => a - b);
  for (const [userId, group] of groups) {
    const [counter] = await tx
      .insert(memberEventCounters)
      .values({ userId, lastSeq: group.length })
      .onConflictDoUpdate({ target: memberEventCounters.userId, set: { lastSeq: sql`${memberEventCounters.lastSeq} + ${group.length}` } })
      .returning({ lastSeq: memberEventCounters.lastSeq });
    const first = counter.lastSeq - group.length + 1;
    const numbered = group.map((event, i) => ({ ...event, seq: first + i }));
    await tx.insert(memberEvents).values(numbered);
    stored.push(...numbered);
  }
  return stored;
}
