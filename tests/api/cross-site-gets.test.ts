import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto } from '../factories/members';
import { chatsOf, grantCredits, sentText } from '../factories/chat';
import { likes, profiles } from '@/server/db/schema';
import type { ChatDto } from '@/shared/types/social';

// Another site can make a member's browser GET any address of ours (a link, a redirect, a script
// setting location), and SameSite=Lax sends the session cookie along on such a navigation. The
// GETs that change something must then change nothing: the browser says where the request came
// from (Sec-Fetch-Site), older browsers only by the Referer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN_REJECTED = { error: 'origin_rejected', message: 'Dit verzoek komt niet van deze site.' };
const FROM_ANOTHER_SITE: Record<string, string>[] = [
  { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
  { referer: 'https://evil.example/page' },
];

/** Bram writes to Anna; Anna has one unread message from him. */
async function unreadConversation() {
  const bram = await loggedInMember(t, { name: 'Bram', user: { paidUser: true } });
  await grantCredits(t.db, bram.id, 100);
  const anna = await loggedInMember(t, { name: 'Anna' });
  const sent = await sentText(bram.agent, anna.id, 'Hoi Anna');
  return { anna, bram, conversation: sent.conversation.id };
}

const unreadOf = async (agent: Parameters<typeof chatsOf>[0], conversation: number) =>
  (await chatsOf(agent)).chats.find((c) => c.conversation.id === conversation)?.num_unread_messages;

describe('opening a conversation from another site', () => {
  it('is refused, and the message stays unread for the member and for the sender', async () => {
    const { anna, bram, conversation } = await unreadConversation();
    for (const headers of FROM_ANOTHER_SITE) {
      for (const path of [`/api/chat.php?conversation=${conversation}`, `/api/chat.php?profile=${bram.id}`]) {
        const res = await anna.agent.get(path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await errorOf(res)).toEqual(ORIGIN_REJECTED);
      }
    }
    expect(await unreadOf(anna.agent, conversation)).toBe(1);
    const seenByBram = await bodyOf<ChatDto>(await bram.agent.get(`/api/chat.php?conversation=${conversation}`, { 'sec-fetch-site': 'same-origin' }));
    expect(seenByBram.conversation.other_last_read_seq).toBe(0);
  });

  it('marks it read when the site itself opens it', async () => {
    const { anna, conversation } = await unreadConversation();
    const res = await anna.agent.get(`/api/chat.php?conversation=${conversation}`, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(await unreadOf(anna.agent, conversation)).toBe(0);
  });
});

describe('the auto-like from another site', () => {
  it('is refused, and no fictional profile likes the member', async () => {
    const lisa = await insertMember(t.db, { name: 'Lisa', gender: 'female', profile: { isFictional: true } });
    await insertPhoto(t.db, lisa.id, { main: true });
    const anna = await loggedInMember(t, { profile: { lookingForGender: 'female' } });
    for (const headers of FROM_ANOTHER_SITE) {
      const res = await anna.agent.get('/api/auto-like.php', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await errorOf(res)).toEqual(ORIGIN_REJECTED);
    }
    expect(await t.db.select().from(likes).where(eq(likes.likedId, anna.id))).toEqual([]);
    // From the site's own page it likes, as before.
    expect((await anna.agent.get('/api/auto-like.php', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});

describe('the account read from another site', () => {
  it('is refused, and does not show the member as online', async () => {
    const anna = await loggedInMember(t);
    const long = new Date(Date.now() - 3_600_000);
    await t.db.update(profiles).set({ lastActiveAt: long }).where(eq(profiles.userId, anna.id));
    t.container.caches.activity.clear();
    for (const headers of FROM_ANOTHER_SITE) expect((await anna.agent.get('/api/user.php', headers)).status, JSON.stringify(headers)).toBe(403);
    const [profile] = await t.db.select({ at: profiles.lastActiveAt }).from(profiles).where(eq(profiles.userId, anna.id));
    expect(profile.at).toEqual(long);
  });
});
