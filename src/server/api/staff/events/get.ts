// GET /api/staff/events.php – the operator inbox's live changes as Server-Sent Events
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readStaffCookie } from '../staff-cookie';
import { openInboxStream } from '../../../services/staff/inbox/inbox-stream';
import { SSE_HEADERS, sseBody } from '../../events/sse-body';

export const getStaffEvents = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { body, sink, whenCancelled } = sseBody();
  const stop = openInboxStream(ctx, readStaffCookie(c) ?? '', sink);
  whenCancelled(stop);
  return c.body(body, 200, SSE_HEADERS);
});
