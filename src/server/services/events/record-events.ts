import 'server-only';
import { sql } from 'drizzle-orm';
import type { MemberEventType } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { rawRows } from '../../db/raw-rows';
import type { DeliveredEvent } from '../../adapters/events/event-bus';

export type PendingEvent = { userId: number; type: MemberEventType; payload: Record<string, unknown> };

/** Each event with its place among its member's events (`i`) and that member's count (`n`). */
function numberedInput(events: PendingEvent[]) {
  const counts = new Map<number, number>();
  const rows = events.map((event) => {
    const i = counts.get(event.userId) ?? 0;
    counts.set(event.userId, i + 1);
    return { u: event.userId, i, t: event.type, p: event.payload };
  });
  return { rows: rows.map((row) => ({ ...row, n: counts.get(row.u)! })), counts };
}

/**
 * Numbers and stores events inside the caller's transaction, in one statement (one round trip for
 * any number of members). Counters are taken in member-id order (the sorted insert), so two
 * transactions that notify the same two members cannot deadlock; a member's numbers follow the
 * commit order of their counter row, so a stream never sees number n+1 before n.
 */
export async function recordEvents(tx: Tx, events: PendingEvent[]): Promise<DeliveredEvent[]> {
  const { rows, counts } = numberedInput(events);
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(u integer, i integer, n integer, t text, p jsonb)
    ), counters as (
      insert into member_event_counters (user_id, last_seq)
      select distinct on (u) u, n from input order by u
      on conflict (user_id) do update set last_seq = member_event_counters.last_seq + excluded.last_seq
      returning user_id, last_seq
    ), stored as (
      insert into member_events (user_id, seq, type, payload)
      select e.u, c.last_seq - e.n + 1 + e.i, e.t, e.p from input e join counters c on c.user_id = e.u
    )
    select user_id, last_seq from counters`);
  const last = new Map(rawRows<{ user_id: number; last_seq: string | number }>(result).map((row) => [Number(row.user_id), Number(row.last_seq)]));
  return rows.map((row, index) => ({ ...events[index]!, seq: last.get(row.u)! - counts.get(row.u)! + 1 + row.i }));
}
