import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { startPushService } from '../fixtures/push-service';
import { listenOnFreePort, openEventStream } from '../fixtures/event-stream';
import { loggedInMember } from '../factories/accounts';
import { insertMember } from '../factories/members';
import { grantCredits, sentText } from '../factories/chat';
import { bodyOf, errorOf } from '../factories/http';
import { getContainer, setContainer } from '@/server/container';
import { pushSubscriptions, sites, users } from '@/server/db/schema';
import { getVapidKeys } from '@/server/services/sites/push-keys';
import { transactionWithEvents } from '@/server/services/events/transaction-with-events';
import type { Agent } from '../fixtures/agent';
import type { SocialProfileDto } from '@/shared/types/social';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
let http: Awaited<ReturnType<typeof listenOnFreePort>>;
let lotte: SocialProfileDto;

beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService();
  http = await listenOnFreePort(t.app);
  const sender = await insertMember(t.db, { name: 'Lotte', profile: { isFictional: true } });
  lotte = { id: sender.id, name: 'Lotte', age: 30, country: 'NL', region: null, is_fictional: true, main_image: null, online: true };
});
afterAll(async () => {
  await http.close();
  await push.close();
  await t.close();
});

/** The local push service is let through only because this test names its origin (PUSH_ALLOW_ORIGINS). */
function allowTestPushService(): () => void {
  const container = getContainer();
  setContainer({ ...container, pushAllowOrigins: [push.origin] });
  return () => setContainer(container);
}

async function subscribe(agent: Agent) {
  const subscription = await push.subscribe((await getVapidKeys(t.container)).publicKey);
  const res = await agent.post('/api/user.php?push=1', { subscription: { endpoint: subscription.endpoint, keys: subscription.keys } });
  expect(res.status, await res.clone().text()).toBe(200);
  return subscription;
}

/** A fictional profile with credits, writing from her own browser. */
async function fictionalSender(name: string) {
  const sender = await loggedInMember(t, { name, user: { paidUser: true }, profile: { isFictional: true } });
  await grantCredits(t.db, sender.id, 100);
  return sender;
}

/** What a like does after its commit (the likes service emits the same); then the push jobs run. */
async function emit(userId: number, type: 'like' | 'match', payload: object) {
  await transactionWithEvents(getContainer(), async (_tx, send) => send({ userId, type, payload: payload as Record<string, unknown> }));
  await t.container.jobs.drain();
}

describe('web push', () => {
  it('refuses a push endpoint on this machine unless the operator allowed its origin', async () => {
    const anna = await loggedInMember(t);
    const subscription = await push.subscribe((await getVapidKeys(t.container)).publicKey);
    const res = await anna.agent.post('/api/user.php?push=1', { subscription: { endpoint: subscription.endpoint, keys: subscription.keys } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toHaveProperty(['subscription.endpoint']);
  });

  it('sends a message to a member without an open stream, in their language, with the fictional label', async () => {
    const restore = allowTestPushService();
    try {
      const anna = await loggedInMember(t, { user: { language: 'de' } });
      const sender = await fictionalSender('Lotte');
      const [annas, senders] = [await subscribe(anna.agent), await subscribe(sender.agent)];
      const sent = await sentText(sender.agent, anna.id, 'Hallo Anna, wie geht es dir?');
      const id = sent.conversation.id;
      expect(await push.received(annas.clientHash)).toEqual([
        { title: 'Neue Nachricht von Lotte (Fiktives Profil)', body: 'Hallo Anna, wie geht es dir?', url: `/chats/${id}`, tag: `chat-${id}` },
      ]);
      // The sender's own devices are not told of their own message.
      expect(await push.received(senders.clientHash)).toEqual([]);
    } finally {
      restore();
    }
  });

  it('labels a fictional sender with the site’s own label in the recipient’s language', async () => {
    const restore = allowTestPushService();
    const [site] = await t.db.select().from(sites).where(eq(sites.domain, 'localhost'));
    await t.db
      .update(sites)
      .set({ texts: { ...site.texts, fictional_singular: { de: 'Moderiertes Profil' } } })
      .where(eq(sites.id, site.id));
    try {
      const german = await loggedInMember(t, { user: { language: 'de' } });
      const dutch = await loggedInMember(t, { user: { language: 'nl' } });
      const [germans, dutchs] = [await subscribe(german.agent), await subscribe(dutch.agent)];
      await emit(german.id, 'like', { profile: lotte });
      await emit(dutch.id, 'like', { profile: lotte });
      expect(await push.received(germans.clientHash)).toMatchObject([{ title: 'Lotte (Moderiertes Profil) mag dich' }]);
      // No Dutch label on the site: the message files' one.
      expect(await push.received(dutchs.clientHash)).toMatchObject([{ title: 'Lotte (Fictief profiel) vindt je leuk' }]);
    } finally {
      await t.db.update(sites).set({ texts: site.texts }).where(eq(sites.id, site.id));
      restore();
    }
  });

  it('sends likes and matches, and nothing for other events', async () => {
    const restore = allowTestPushService();
    try {
      const anna = await loggedInMember(t, { user: { language: 'en' } });
      const bert = await loggedInMember(t, { name: 'Bert' });
      const { clientHash } = await subscribe(anna.agent);
      expect((await bert.agent.post('/api/like.php', { profile: anna.id })).status).toBe(200);
      await transactionWithEvents(getContainer(), async (_tx, send) => send({ userId: anna.id, type: 'credits', payload: { credits: 3 } }));
      // Anna likes back: a match for both; Anna's own like sends her no like.
      expect(await bodyOf(await anna.agent.post('/api/like.php', { profile: bert.id }))).toEqual({ match: true });
      expect(await push.received(clientHash)).toEqual([
        { title: 'Bert likes you', body: 'See who likes you.', url: '/likes', tag: 'likes' },
        { title: 'It’s a match with Bert!', body: 'You like each other. Send a message!', url: '/likes', tag: `match-${bert.id}` },
      ]);
    } finally {
      restore();
    }
  });

  it('sends nothing while the member turned push off on /notifications', async () => {
    const restore = allowTestPushService();
    try {
      const anna = await loggedInMember(t);
      const { clientHash } = await subscribe(anna.agent);
      expect((await anna.agent.put('/api/notifications.php', { push: false })).status).toBe(200);
      await emit(anna.id, 'like', { profile: lotte });
      expect(await push.received(clientHash)).toEqual([]);
      await anna.agent.put('/api/notifications.php', { push: true });
      await emit(anna.id, 'like', { profile: lotte });
      expect(await push.received(clientHash)).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('sends no push while the member has a stream open, which delivers the event instead', async () => {
    const restore = allowTestPushService();
    try {
      const anna = await loggedInMember(t);
      const sender = await fictionalSender('Mira');
      const { clientHash } = await subscribe(anna.agent);
      const cookie = [...anna.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const stream = await openEventStream(`${http.origin}/api/events.php`, { cookie });
      try {
        const sent = await sentText(sender.agent, anna.id, 'Ben je er?');
        expect(await stream.next()).toMatchObject({ type: 'message', data: { conversation: { id: sent.conversation.id }, message: { text: 'Ben je er?' } } });
        expect(await push.received(clientHash)).toEqual([]);
      } finally {
        await stream.close();
      }
    } finally {
      restore();
    }
  });

  it('forgets a subscription the push service no longer knows', async () => {
    const restore = allowTestPushService();
    try {
      const anna = await loggedInMember(t);
      const { clientHash } = await subscribe(anna.agent);
      await push.expire(clientHash);
      await emit(anna.id, 'like', { profile: lotte });
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, anna.id))).toEqual([]);
      expect((await t.db.select().from(users).where(eq(users.id, anna.id)))[0].pushDeniedAt).toBeNull();
    } finally {
      restore();
    }
  });
});
