import 'server-only';
import type { StreamSink } from '../../events/member-stream';
import { findStaffSession } from '../staff-sessions';
import { requireStaff, worksOn } from '../access';
import type { StaffContext } from '../staff-context';
import { INBOX_CHANNEL } from './inbox-signal';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/staff/events.php: the operator inbox's change signals for the staff member's sites, on
 * the bus members' streams use. The heartbeat re-checks the staff session, so a logout, the idle
 * limit or a disabled account ends the stream. Returns the function that ends it.
 */
export function openInboxStream(ctx: StaffContext, token: string, sink: StreamSink): () => void {
  requireStaff(ctx, ['operator']);
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
