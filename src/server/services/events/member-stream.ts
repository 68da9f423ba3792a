import 'server-only';
import type { AuthedContext } from '../context';
import type { DeliveredEvent } from '../../adapters/events/event-bus';
import { findSessionUser } from '../auth/sessions';
import { tooManyRequests } from '../../errors';
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

/** Sends each event once and in order; `catchUp` reads from the table what the stream has not sent. */
function orderedDelivery(ctx: AuthedContext, sink: StreamSink, isStopped: () => boolean) {
  let sent = 0;
  const deliver = (event: DeliveredEvent) => {
    if (isStopped() || event.seq <= sent) return;
    sent = event.seq;
    sink.event(event);
  };
  const catchUp = async (upToSeq: number) => {
    for (let page = REPLAY_PAGE; page === REPLAY_PAGE && sent < upToSeq && !isStopped();) {
      const rows = await readEventsAfter(ctx.db, ctx.actor.id, sent, upToSeq);
      rows.forEach(deliver);
      page = rows.length;
    }
  };
  return {
    start: (seq: number) => {
      sent = seq;
    },
    /** A live event: first what is missing before it (commits published out of order, a lost publish). */
    live: async (event: DeliveredEvent) => {
      if (event.seq > sent + 1) await catchUp(event.seq - 1);
      deliver(event);
    },
    catchUp,
  };
}

/**
 * GET /api/events.php: the member's events, in order, each once. It listens first, then reads the
 * member's counter: every later commit is published after that read, so it arrives live; what the
 * client missed before (after `lastEventId`) is replayed from the table first. A first connect
 * without an id starts at the counter and reads nothing. The heartbeat also re-checks the session,
 * so a logout or an expired session ends the stream. Returns the function that ends it.
 */
export async function openMemberStream(ctx: AuthedContext, options: StreamOptions, sink: StreamSink): Promise<() => void> {
  let stopped = false;
  let unsubscribe = () => {};
  const heartbeat: { timer?: ReturnType<typeof setInterval> } = {};
  const release = ctx.streams.add(ctx.actor.id, () => stop());
  if (!release) throw tooManyRequests(60);
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(heartbeat.timer);
    unsubscribe();
    release();
    sink.end();
  };
  const delivery = orderedDelivery(ctx, sink, () => stopped);
  // One queue per stream keeps delivery in order; the replay is its first item.
  let counted: (latest: number) => void = () => {};
  let queue: Promise<void> = new Promise<number>((resolve) => (counted = resolve))
    .then((latest) => {
      // A client ahead of the table (a database restored from backup) starts from what the table has.
      const from = Math.min(options.lastEventId ?? latest, latest);
      delivery.start(from);
      return delivery.catchUp(latest);
    })
    .catch(stop);
  unsubscribe = ctx.events.subscribe(ctx.actor.id, (event) => {
    // Not an event for the client: the member's sessions were ended on some instance, so this stream
    // checks its own at once instead of at the next heartbeat.
    if (event.type === 'sessions_ended') return void recheckSession(ctx, options.sessionToken, stop);
    if (event.type === 'resync') {
      queue = queue.then(async () => delivery.catchUp(await latestEventSeq(ctx.db, ctx.actor.id))).catch(stop);
      return;
    }
    // Unnumbered and never stored: straight to the client, outside the ordered replay.
    if (event.type === 'typing') return void (!stopped && sink.event(event));
    queue = queue.then(() => delivery.live(event)).catch(stop);
  });
  try {
    counted(await latestEventSeq(ctx.db, ctx.actor.id));
  } catch (err) {
    stop();
    throw err;
  }
  heartbeat.timer = setInterval(() => void beat(ctx, options.sessionToken, sink, stop), ctx.streams.heartbeatMs);
  return stop;
}

async function beat(ctx: AuthedContext, token: string, sink: StreamSink, stop: () => void): Promise<void> {
  sink.heartbeat();
  await recheckSession(ctx, token, stop);
}

/** Ends the stream when its session is gone (logout, expiry, a suspension or ban). */
async function recheckSession(ctx: AuthedContext, token: string, stop: () => void): Promise<void> {
  const user = await findSessionUser(ctx, token, new Date()).catch(() => ctx.actor);
  if (!user) stop();
}
