import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { listenOnFreePort, openEventStream } from '../fixtures/event-stream';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { balanceAndLedger, grantCredits, openChat, sentText } from '../factories/chat';
import { addStaff, staffAgent } from '../factories/staff';
import { makeJpeg } from '../factories/images';
import { messages, operatorQueue } from '@/server/db/schema';
import type { InboxDto } from '@/shared/types/staff';
import { getContainer, setContainer } from '@/server/container';
import { createOpenStreams, MAX_STREAMS_PER_MEMBER } from '@/server/services/events/open-streams';

let t: TestApp;
let http: Awaited<ReturnType<typeof listenOnFreePort>>;
beforeAll(async () => {
  t = await createTestApp();
  http = await listenOnFreePort(t.app);
});
afterAll(async () => {
  await http.close();
  await t.close();
});

/** A site's own profile and a paying member who writes to it: one conversation waiting in the inbox. */
async function waitingConversation(text = 'Hoi, hoe gaat het?') {
  const profile = await insertMember(t.db, { name: 'Roos', profile: { isFictional: true }, user: { status: 'confirmed' } });
  const member = await loggedInMember(t, { name: 'Henk', user: { paidUser: true, status: 'confirmed', language: 'nl' } });
  await grantCredits(t.db, member.id, 100);
  const sent = await sentText(member.agent, profile.id, text);
  return { profile, member, conversation: sent.conversation.id };
}

async function inboxOf(agent: Agent): Promise<InboxDto> {
  const res = await agent.get('/api/staff/inbox.php');
  expect(res.status, await res.clone().text()).toBe(200);
  return bodyOf<InboxDto>(res);
}

const claim = (agent: Agent, conversation?: number) => agent.post('/api/staff/inbox-claim.php', conversation === undefined ? {} : { conversation });
const reply = (agent: Agent, conversation: number, text: string, nonce: string = crypto.randomUUID()) =>
  agent.post('/api/staff/inbox-reply.php', { conversation, text, nonce });

describe('GET /api/staff/inbox.php', () => {
  it('lists a member waiting for a fictional profile, with the messages, in the operator’s languages only', async () => {
    const { profile, member, conversation } = await waitingConversation('Ben jij er nog?');
    const dutch = await staffAgent(t, await addStaff(t, 'operator', { languages: ['nl'] }));
    const german = await staffAgent(t, await addStaff(t, 'operator', { languages: ['de'] }));
    const item = (await inboxOf(dutch)).items.find((i) => i.conversation.id === conversation);
    expect(item).toMatchObject({
      profile: { id: profile.id, is_fictional: true },
      member: { id: member.id, name: 'Henk' },
      language: 'nl',
      claimed_by: null,
      breached: false,
    });
    expect(item?.last_messages.map((m) => m.text)).toEqual(['Ben jij er nog?']);
    expect(JSON.stringify(item)).not.toContain(member.email);
    expect((await inboxOf(german)).items.some((i) => i.conversation.id === conversation)).toBe(false);
  });

  it('puts the longest waiting first and marks a wait past the site’s target as breached', async () => {
    const older = await waitingConversation();
    const newer = await waitingConversation();
    await t.db
      .update(operatorQueue)
      .set({ waitingSince: sql`now() - interval '20 minutes'` })
      .where(eq(operatorQueue.conversationId, older.conversation));
    const { items } = await inboxOf(await staffAgent(t, await addStaff(t, 'operator')));
    const ids = items.map((i) => i.conversation.id);
    expect(ids.indexOf(older.conversation)).toBeLessThan(ids.indexOf(newer.conversation));
    expect(items.find((i) => i.conversation.id === older.conversation)).toMatchObject({ breached: true, site: { reply_target_minutes: 15 } });
  });
});

describe('POST /api/staff/inbox-claim.php', () => {
  it('of two operators racing for one conversation, exactly one wins; the other learns who holds it', async () => {
    const { conversation } = await waitingConversation();
    const [a, b] = [await addStaff(t, 'operator'), await addStaff(t, 'operator')];
    const agents = [await staffAgent(t, a), await staffAgent(t, b)];
    const results = await Promise.all(agents.map((agent) => claim(agent, conversation)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409) as Response;
    const body = await errorOf(lost);
    expect(body.error).toBe('claimed');
    expect(body.details).toMatchObject({ claimed_by: expect.stringMatching(/@staff\.example$/), until: expect.any(String) });
    expect(body.message).toMatch(/beantwoordt dit gesprek al \(nog [1-6] minu(ut|ten)\)/);
  });

  it('lets no operator hold more than two, even when their claims race', async () => {
    const waiting = [await waitingConversation(), await waitingConversation(), await waitingConversation()];
    const agent = await staffAgent(t, await addStaff(t, 'operator'));
    const results = await Promise.all(waiting.map((w) => claim(agent, w.conversation)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect((await errorOf(results.find((r) => r.status === 409) as Response)).error).toBe('too_many_claims');
  });

  it('takes the oldest free conversation when none is named', async () => {
    const first = await waitingConversation();
    await t.db
      .update(operatorQueue)
      .set({ waitingSince: sql`now() - interval '1 day'` })
      .where(eq(operatorQueue.conversationId, first.conversation));
    const res = await claim(await staffAgent(t, await addStaff(t, 'operator')));
    expect(res.status).toBe(200);
    expect((await bodyOf<{ claim: { conversation: { id: number } } }>(res)).claim.conversation.id).toBe(first.conversation);
  });

  it('ends a claim by itself after six minutes, and lets an admin release one', async () => {
    const { conversation } = await waitingConversation();
    const holder = await staffAgent(t, await addStaff(t, 'operator'));
    const other = await staffAgent(t, await addStaff(t, 'operator'));
    expect((await claim(holder, conversation)).status).toBe(200);
    await t.db
      .update(operatorQueue)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(operatorQueue.conversationId, conversation));
    expect((await claim(other, conversation)).status).toBe(200);
    expect((await holder.delete('/api/staff/inbox-claim.php', { conversation })).status).toBe(409);
    const admin = await staffAgent(t, await addStaff(t, 'admin'));
    expect((await admin.delete('/api/staff/inbox-claim.php', { conversation })).status).toBe(200);
    expect((await claim(holder, conversation)).status).toBe(200);
  });
});

describe('POST /api/staff/inbox-reply.php', () => {
  it('refuses a reply without the claim', async () => {
    const { conversation } = await waitingConversation();
    const res = await reply(await staffAgent(t, await addStaff(t, 'operator')), conversation, 'Hoi Henk!');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error).toBe('not_claimed');
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversation))).toHaveLength(1);
  });

  it('sends the profile’s reply through the send path: uncharged, the operator on record, live in the member’s stream', async () => {
    const { profile, member, conversation } = await waitingConversation();
    const operator = await addStaff(t, 'operator');
    const agent = await staffAgent(t, operator);
    const cookie = [...member.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = await openEventStream(`${http.origin}/api/events.php`, { cookie });
    const before = await balanceAndLedger(t.db, member.id);
    expect((await claim(agent, conversation)).status).toBe(200);
    const res = await reply(agent, conversation, 'Hoi Henk, leuk dat je schrijft!');
    expect(res.status).toBe(201);
    const event = await stream.next();
    await stream.close();
    expect(event).toMatchObject({
      type: 'message',
      data: { message: { text: 'Hoi Henk, leuk dat je schrijft!', sender_id: profile.id }, profile: { id: profile.id, is_fictional: true } },
    });
    const chat = await openChat(member.agent, conversation);
    expect(chat.messages.map((m) => m.text)).toEqual(['Hoi, hoe gaat het?', 'Hoi Henk, leuk dat je schrijft!']);
    const [stored] = await t.db.select().from(messages).where(eq(messages.senderId, profile.id));
    expect(stored).toMatchObject({ operatorId: operator.id, credits: 0, free: false, toFictional: false });
    expect(await balanceAndLedger(t.db, member.id)).toEqual(before);
    expect((await inboxOf(agent)).items.some((i) => i.conversation.id === conversation)).toBe(false);
    expect((await reply(agent, conversation, 'Nog eentje')).status).toBe(409);
  });

  it('answers a retried reply with the stored message, stored once', async () => {
    const { profile, conversation } = await waitingConversation();
    const agent = await staffAgent(t, await addStaff(t, 'operator'));
    await claim(agent, conversation);
    const nonce = crypto.randomUUID();
    expect((await reply(agent, conversation, 'Eén keer', nonce)).status).toBe(201);
    expect((await reply(agent, conversation, 'Eén keer', nonce)).status).toBe(200);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, profile.id))).toHaveLength(1);
  });

  it.each([
    ['a phone number', 'Bel me op 06-12345678', 'contactgegevens'],
    ['an e-mail address', 'Mail me: roos@example.com', 'contactgegevens'],
    ['a social handle', 'Zoek me op insta @roosje_xx', 'contactgegevens'],
    ['a proposal to meet', 'Zullen we morgen afspreken?', 'ontmoeting'],
    ['a request for money', 'Kun je me 50 euro sturen via paypal?', 'geld'],
  ])('refuses a reply with %s, stores nothing and keeps the claim', async (_what, text, reason) => {
    const { profile, conversation } = await waitingConversation();
    const agent = await staffAgent(t, await addStaff(t, 'operator'));
    await claim(agent, conversation);
    const res = await reply(agent, conversation, text);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.text).toContain(reason);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, profile.id))).toHaveLength(0);
    expect((await reply(agent, conversation, 'Vertel eens wat meer over jezelf!')).status).toBe(201);
  });

  it('sends a gift of the members’ catalogue, uncharged', async () => {
    const { profile, member, conversation } = await waitingConversation();
    const agent = await staffAgent(t, await addStaff(t, 'operator'));
    const before = await balanceAndLedger(t.db, member.id);
    await claim(agent, conversation);
    const res = await agent.post('/api/staff/inbox-reply.php', { conversation, gift: 'rose', nonce: crypto.randomUUID() });
    expect(res.status).toBe(201);
    const [stored] = await t.db.select().from(messages).where(eq(messages.senderId, profile.id));
    expect(stored).toMatchObject({ kind: 'gift', credits: 0 });
    expect(await balanceAndLedger(t.db, member.id)).toEqual(before);
  });

  it('sends a photo as multipart, and refuses a file that is no image on the photo field', async () => {
    const { profile, member, conversation } = await waitingConversation();
    const agent = await staffAgent(t, await addStaff(t, 'operator'));
    await claim(agent, conversation);
    const photoReply = (file: File) => {
      const form = new FormData();
      form.set('conversation', String(conversation));
      form.set('nonce', crypto.randomUUID());
      form.set('photo', file);
      return agent.post('/api/staff/inbox-reply.php', form);
    };
    const refused = await photoReply(new File(['geen foto'], 'note.txt', { type: 'text/plain' }));
    expect(refused.status).toBe(422);
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['photo']);
    expect((await photoReply(new File([new Uint8Array(await makeJpeg())], 'strand.jpg', { type: 'image/jpeg' }))).status).toBe(201);
    const chat = await openChat(member.agent, conversation);
    expect(chat.messages.at(-1)).toMatchObject({ sender_id: profile.id, kind: 'photo' });
  });

  it('refuses a reply in a conversation the operator’s languages do not cover, as if it were not there', async () => {
    const { conversation } = await waitingConversation();
    const german = await staffAgent(t, await addStaff(t, 'operator', { languages: ['de'] }));
    expect((await claim(german, conversation)).status).toBe(404);
  });
});

describe('fictional profiles', () => {
  it('never show as online', async () => {
    const profile = await insertMember(t.db, { name: 'Lotte', profile: { isFictional: true, lastActiveAt: new Date() } });
    const member = await loggedInMember(t, { user: { paidUser: true } });
    const res = await member.agent.get(`/api/member.php?id=${profile.id}`);
    expect(res.status).toBe(200);
    expect((await bodyOf<{ profile: { online: boolean } }>(res)).profile.online).toBe(false);
  });
});

describe('/api/staff/member-notes.php', () => {
  it('shares a note about a member between operators', async () => {
    const { member } = await waitingConversation();
    const writer = await staffAgent(t, await addStaff(t, 'operator'));
    const reader = await staffAgent(t, await addStaff(t, 'operator'));
    const added = await writer.post('/api/staff/member-notes.php', { member: member.id, text: 'Houdt van fietsen, woont in Utrecht' });
    expect(added.status).toBe(201);
    const res = await reader.get(`/api/staff/member-notes.php?member=${member.id}`);
    const { notes } = await bodyOf<{ notes: Array<{ text: string }> }>(res);
    expect(notes.map((n) => n.text)).toEqual(['Houdt van fietsen, woont in Utrecht']);
    const empty = await writer.post('/api/staff/member-notes.php', { member: member.id, text: '   ' });
    expect(empty.status).toBe(422);
  });
});

describe('GET /api/staff/events.php', () => {
  const streamOf = (agent: Agent) => {
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return openEventStream(`${http.origin}/api/staff/events.php`, { cookie });
  };

  it(`holds at most ${MAX_STREAMS_PER_MEMBER} streams per staff member, and ends them when the server stops`, async () => {
    const agent = await staffAgent(t, await addStaff(t, 'operator'));
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_MEMBER }, () => streamOf(agent)));
    expect(streams.map((s) => s.res.status)).toEqual(streams.map(() => 200));
    const extra = await streamOf(agent);
    expect(extra.res.status).toBe(429);
    await extra.close();
    const other = await streamOf(await staffAgent(t, await addStaff(t, 'operator')));
    expect(other.res.status).toBe(200);
    const container = getContainer();
    const held = createOpenStreams();
    setContainer({ ...container, streams: held });
    try {
      const late = await streamOf(agent);
      held.endAll();
      await late.ended;
    } finally {
      setContainer(container);
    }
    await Promise.all([...streams, other].map((s) => s.close()));
  });
});
