import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { listenOnFreePort, openEventStream, type EventStreamClient } from '../fixtures/event-stream';
import { loggedInMember } from '../factories/accounts';
import { errorOf } from '../factories/http';
import { createContainer, getContainer, setContainer, type Container } from '@/server/container';
import { createOpenStreams, MAX_STREAMS_PER_MEMBER } from '@/server/services/events/open-streams';
import { transactionWithEvents } from '@/server/services/events/transaction-with-events';
import { recordEvents } from '@/server/services/events/record-events';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
let http: Awaited<ReturnType<typeof listenOnFreePort>>;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // Heartbeats every 50 ms, so a logout shows within the test instead of after 25 s.
  setContainer({ ...t.container, streams: createOpenStreams({ heartbeatMs: 50 }) });
  http = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await http.close();
  await t.close();
});

const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function connect(agent: Agent | null, options: { lastEventId?: number; query?: string } = {}) {
  const headers: Record<string, string> = agent ? { cookie: cookieOf(agent) } : {};
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const stream = await openEventStream(`${http.origin}/api/events.php${options.query ?? ''}`, headers);
  open.push(stream);
  return stream;
}

/** What a like, a message or a credit change does: events emitted in a transaction, published on commit. */
function emitCredits(userId: number, ...credits: number[]) {
  return transactionWithEvents(getContainer(), async (_tx, emit) => {
    for (const value of credits) emit({ userId, type: 'credits', payload: { credits: value } });
  });
}

const seqs = (events: { id: number }[]) => events.map((e) => e.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('GET /api/events.php', () => {
  it('refuses a visitor with authentication_required', async () => {
    const stream = await connect(null);
    expect(stream.res.status).toBe(403);
    expect((await errorOf(stream.res)).error).toBe('authentication_required');
  });

  it('streams the events of the member as they are committed', async () => {
    const anna = await loggedInMember(t);
    const stream = await connect(anna.agent);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toContain('no-cache');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    await emitCredits(anna.id, 7);
    expect(await stream.next()).toEqual({ id: 1, type: 'credits', data: { credits: 7 } });
    expect(stream.retry()).toBe(3000);
  });

  it('does not show one member the events of another', async () => {
    const [anna, bert] = await Promise.all([loggedInMember(t), loggedInMember(t)]);
    const stream = await connect(anna.agent);
    await emitCredits(bert.id, 1);
    await emitCredits(anna.id, 2);
    expect(await stream.next()).toMatchObject({ id: 1, data: { credits: 2 } });
  });

  it('replays what was missed after Last-Event-ID, then goes on live, without gap or repeat', async () => {
    const anna = await loggedInMember(t);
    const first = await connect(anna.agent);
    await emitCredits(anna.id, 1, 2);
    expect(seqs(await first.take(2))).toEqual([1, 2]);
    await first.close();
    await emitCredits(anna.id, 3, 4, 5);
    // Events keep being committed while the browser reconnects.
    const burst = Promise.all(range(6, 25).map((n) => emitCredits(anna.id, n)));
    const again = await connect(anna.agent, { lastEventId: 2 });
    await burst;
    expect(seqs(await again.take(23))).toEqual(range(3, 25));
    await emitCredits(anna.id, 26);
    expect((await again.next()).id).toBe(26);
    expect(again.events).toHaveLength(24);
  });

  it('takes the last event id from the query on the first connect after a page load', async () => {
    const anna = await loggedInMember(t);
    await emitCredits(anna.id, 1, 2, 3);
    const stream = await connect(anna.agent, { query: '?last_event_id=1' });
    expect(seqs(await stream.take(2))).toEqual([2, 3]);
  });

  it('starts at the newest event on a first connect without an id', async () => {
    const anna = await loggedInMember(t);
    await emitCredits(anna.id, 1, 2);
    const stream = await connect(anna.agent);
    await emitCredits(anna.id, 3);
    expect(await stream.next()).toMatchObject({ id: 3, data: { credits: 3 } });
  });

  it('fills a gap from the table when a later event is published before an earlier one', async () => {
    const anna = await loggedInMember(t);
    const stream = await connect(anna.agent);
    // Two commits whose publishes cross: the second arrives first, the first never.
    const stored = await t.db.transaction((tx) =>
      recordEvents(
        tx,
        [1, 2].map((credits) => ({ userId: anna.id, type: 'credits' as const, payload: { credits } })),
      ),
    );
    await getContainer().events.publish([stored[1]]);
    expect(await stream.take(2)).toEqual([
      { id: 1, type: 'credits', data: { credits: 1 } },
      { id: 2, type: 'credits', data: { credits: 2 } },
    ]);
  });

  it('replays from the database after a restart of the server', async () => {
    const anna = await loggedInMember(t);
    const stream = await connect(anna.agent);
    await emitCredits(anna.id, 1);
    expect((await stream.next()).id).toBe(1);
    await stream.close();
    const before = getContainer();
    // A new process on the same database: new bus, new stream registry, nothing in memory.
    const restarted: Container = createContainer({ ...before, events: undefined });
    setContainer({ ...restarted, streams: before.streams });
    try {
      await emitCredits(anna.id, 2, 3);
      const again = await connect(anna.agent, { lastEventId: 1 });
      expect(seqs(await again.take(2))).toEqual([2, 3]);
    } finally {
      setContainer(before);
    }
  });

  it('sends heartbeats and ends the stream when the member logs out', async () => {
    const anna = await loggedInMember(t);
    const stream = await connect(anna.agent);
    await stream.until(() => stream.comments.includes('ping'));
    await anna.agent.get('/api/logout.php');
    await stream.ended;
    expect(stream.events).toEqual([]);
  });

  it(`allows ${MAX_STREAMS_PER_MEMBER} open streams per member`, async () => {
    const anna = await loggedInMember(t);
    const streams = await Promise.all(range(1, MAX_STREAMS_PER_MEMBER).map(() => connect(anna.agent)));
    expect(streams.map((s) => s.res.status)).toEqual(streams.map(() => 200));
    const extra = await connect(anna.agent);
    expect(extra.res.status).toBe(429);
    // A closed tab gives its place back.
    const held = getContainer().streams.count();
    await streams[0].close();
    await vi.waitFor(() => expect(getContainer().streams.count()).toBe(held - 1));
    expect((await connect(anna.agent)).res.status).toBe(200);
  });

  it('ends every stream when the server stops', async () => {
    const anna = await loggedInMember(t);
    const stream = await connect(anna.agent);
    const container = getContainer();
    const streams = createOpenStreams();
    setContainer({ ...container, streams });
    try {
      const other = await connect(anna.agent);
      streams.endAll();
      await other.ended;
      expect(other.events).toEqual([]);
    } finally {
      setContainer(container);
    }
    await emitCredits(anna.id, 1);
    expect((await stream.next()).id).toBe(1);
  });
});
