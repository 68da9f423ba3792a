import 'server-only';
import type { StreamSink } from '../../events/member-stream';
import { findStaffSession } from '../staff-sessions';
import { requireStaff, worksOn } from '../access';
import type { StaffContext } from '../staff-context';
import { INBOX_CHANNEL } from './inbox-signal';
import { tooManyRequests } from '../../../errors';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/staff/events.php: the operator inbox's change signals for the staff member's sites, on
 * the bus members' streams use. The heartbeat re-checks the staff session, so a logout, the idle
 * limit or a disabled account ends the stream. Like members' streams it counts against a per-person
 * maximum on this instance and ends at shutdown. Returns the function that ends it.
 */
export function openInboxStream(ctx: StaffContext, token: string, sink: StreamSink): () => void {
  requireStaff(ctx, ['operator']);
  const release = ctx.streams.add(`staff:${ctx.staff.id}`, () => stop());
  if (!release) throw tooManyRequests(60);
  let stopped = false;
  let counter = 0;
  const unsubscribe = ctx.events.subscribe(INBOX_CHANNEL, (event) => {
    const siteId = Number(event.payload.site_id);
    if (!stopped && worksOn(ctx.staff, siteId)) sink.event({ ...event, seq: (counter += 1) });
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    release();
    sink.end();
  };
  const timer = setInterval(() => {
    void findStaffSession(ctx.db, token, ctx.clock())
      .then((session) => (session ? sink.heartbeat() : stop()))
      .catch(stop);
  }, HEARTBEAT_MS);
  timer.unref?.();
  return stop;
}
