// GET /api/events.php – the member's real-time events as Server-Sent Events
import 'server-only';
import { factory, requireUser } from '../factory';
import { openMemberStream } from '../../services/events/member-stream';
import { SSE_HEADERS, sseBody } from './sse-body';

/** Last-Event-ID (EventSource sends it on a reconnect) or ?last_event_id= (the first connect after a page load). */
function lastEventId(header: string | undefined, query: string | undefined): number | null {
  const value = header ?? query;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export const getEvents = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  const { body, sink, whenCancelled } = sseBody();
  const stop = await openMemberStream(
    ctx,
    { lastEventId: lastEventId(c.req.header('last-event-id'), c.req.query('last_event_id')), sessionToken: c.get('sessionToken') ?? '' },
    sink,
  );
  whenCancelled(stop);
  return c.body(body, 200, SSE_HEADERS);
});
