import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { listenOnFreePort, openEventStream, type EventStreamClient } from '../fixtures/event-stream';
import { loggedInMember } from '../factories/accounts';
import { errorOf } from '../factories/http';
import { sentText } from '../factories/chat';
import { getContainer } from '@/server/container';
import { transactionWithEvents } from '@/server/services/events/transaction-with-events';
import { memberEvents } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
let http: Awaited<ReturnType<typeof listenOnFreePort>>;
const open: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  http = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  await http.close();
  await t.close();
});

const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
async function connect(agent: Agent) {
  const stream = await openEventStream(`${http.origin}/api/events.php`, { cookie: cookieOf(agent) });
  open.push(stream);
  return stream;
}
const typing = (agent: Agent, conversation: unknown) => agent.post('/api/typing.php', { conversation });
/** A stored event, to show what a stream received next (a typing signal would come before it). */
const marker = (userId: number) => transactionWithEvents(getContainer(), async (_tx, emit) => emit({ userId, type: 'credits', payload: { credits: 42 } }));

/** Anna and Bram in one conversation, Carl outside it; each with their stream open. */
async function conversationOfTwo() {
  const [anna, bram, carl] = await Promise.all([loggedInMember(t), loggedInMember(t), loggedInMember(t)]);
  const { conversation } = await sentText(anna.agent, bram.id, 'Hoi Bram');
  const [toAnna, toBram, toCarl] = await Promise.all([connect(anna.agent), connect(bram.agent), connect(carl.agent)]);
  return { anna, bram, carl, conversation: conversation.id, toAnna, toBram, toCarl };
}

describe('POST /api/typing.php', () => {
  it('reaches the partner live, both ways, and nobody else; nothing is stored', async () => {
    const { anna, bram, carl, conversation, toAnna, toBram, toCarl } = await conversationOfTwo();
    expect((await typing(anna.agent, conversation)).status).toBe(200);
    const signal = await toBram.next();
    expect(signal).toMatchObject({ type: 'typing', data: { conversation: { id: conversation } } });
    // Unnumbered: the stream's Last-Event-ID is not moved by it.
    expect(Number.isNaN(signal.id)).toBe(true);
    expect((await typing(bram.agent, conversation)).status).toBe(200);
    expect(await toAnna.next()).toMatchObject({ type: 'typing', data: { conversation: { id: conversation } } });
    // The sender's own and a stranger's streams got nothing before the next stored event.
    await Promise.all([marker(anna.id), marker(carl.id)]);
    expect((await toAnna.next()).type).toBe('credits');
    expect((await toCarl.next()).type).toBe('credits');
    const stored = await t.db.select({ type: memberEvents.type }).from(memberEvents).where(eq(memberEvents.userId, bram.id));
    expect(stored.map((e) => e.type)).toEqual(['message']);
  });

  it('refuses a conversation of others, bad input and visitors', async () => {
    const { carl, conversation } = await conversationOfTwo();
    expect((await typing(carl.agent, conversation)).status).toBe(404);
    const bad = await typing(carl.agent, 'abc');
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toHaveProperty('conversation');
    const visitor = await typing(t.agent(), conversation);
    expect(visitor.status).toBe(403);
    expect((await errorOf(visitor)).error).toBe('authentication_required');
  });

  it('sends nothing across a block', async () => {
    const { anna, bram, conversation, toBram } = await conversationOfTwo();
    await bram.agent.post('/api/block.php', { profile: anna.id });
    expect((await toBram.next()).type).toBe('block');
    expect((await typing(anna.agent, conversation)).status).toBe(200);
    await marker(bram.id);
    expect((await toBram.next()).type).toBe('credits');
  });

  it('allows 30 signals a minute per member, then answers 429', async () => {
    const { anna, conversation } = await conversationOfTwo();
    for (let i = 0; i < 30; i++) expect((await typing(anna.agent, conversation)).status).toBe(200);
    const refused = await typing(anna.agent, conversation);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).error).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
