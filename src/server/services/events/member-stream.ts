import 'server-only';
import type { AuthedContext } from '../context';
import type { DeliveredEvent } from '../../adapters/events/event-bus';
import { findSessionUser } from '../auth/sessions';
import { tooManyRequests } from '../limits/enforce-limit';
import { latestEventSeq, readEventsAfter, REPLAY_PAGE } from './read-events';

/** Where a stream writes: the transport (Server-Sent Events) behind it is the caller's. */
export type StreamSink = {
  event: (event: DeliveredEvent) => void;
  heartbeat: () => void;
  end: () => void;
};

export type StreamOptions = {
  /** The last event the client saw (Last-Event-ID); null on a first connect. */
  lastEventId: number | null;
  sessionToken: string;
};

/**
 * GET /api/events.php: the member's events, in order, each once. It listens first, then replays
 * from the table what came after `lastEventId`; a live event that arrives ahead of one still
 * missing (two commits published out of order, or a publish lost) first fetches the gap from the
 * table, and anything at or below what was sent is dropped. The heartbeat also re-checks the
 * session, so a logout or an expired session ends the stream. Returns the function that ends it.
 */
export async function openMemberStream(ctx: AuthedContext, options: StreamOptions, sink: StreamSink): Promise<() => void> {
  const userId = ctx.actor.id;
  let stopped = false;
  let unsubscribe = () => {};
  const heartbeat: { timer?: ReturnType<typeof setInterval> } = {};
  let release: (() => void) | null = null;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat.timer);
    unsubscribe();
    release?.();
    sink.end();
  };
  release = ctx.streams.add(userId, stop);
  if (!release) throw tooManyRequests(60);

  const latest = await latestEventSeq(ctx.db, userId).catch((err: unknown) => {
    stop();
    throw err;
  });
  // A client ahead of the table (a database restored from backup) starts from what the table has.
  let sent = Math.min(options.lastEventId ?? latest, latest);
  const deliver = (event: DeliveredEvent) => {
    if (stopped || event.seq <= sent) return;
    sent = event.seq;
    sink.event(event);
  };
  const catchUp = async (upToSeq?: number) => {
    for (let page = REPLAY_PAGE; page === REPLAY_PAGE && !stopped; ) {
      const rows = await readEventsAfter(ctx.db, userId, sent, upToSeq);
      rows.forEach(deliver);
      page = rows.length;
    }
  };
  // One queue per stream keeps delivery in order while a gap is being fetched.
  let queue = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch(stop);
  };
  unsubscribe = ctx.events.subscribe(userId, (event) =>
    enqueue(async () => {
      if (event.seq > sent + 1) await catchUp(event.seq - 1);
      deliver(event);
    }),
  );
  enqueue(() => catchUp());
  heartbeat.timer = setInterval(() => void beat(ctx, options.sessionToken, sink, stop), ctx.streams.heartbeatMs);
  return stop;
}

async function beat(ctx: AuthedContext, token: string, sink: StreamSink, stop: () => void): Promise<void> {
  sink.heartbeat();
  const user = await findSessionUser(ctx, token, new Date()).catch(() => ctx.actor);
  if (!user) stop();
}
