import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { errorOf } from '../factories/http';
import { chatsOf, sentText } from '../factories/chat';
import { blocks, reports, users } from '@/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unconfirmed = { user: { status: 'not_confirmed' as const }, profile: { status: 'disabled' as const } };

/** Anna hears from Bram, whose profile nobody else may see. */
async function writtenToBy(overrides: Parameters<typeof loggedInMember>[1]) {
  const anna = await loggedInMember(t, { name: 'Anna' });
  const bram = await loggedInMember(t, { name: 'Bram', ...overrides });
  await sentText(bram.agent, anna.id, 'Hoi Anna');
  return { anna, bram };
}

describe('a chat partner whose profile others cannot see', () => {
  it('tells the partner why the profile is not shown, and strangers nothing', async () => {
    const { anna, bram } = await writtenToBy(unconfirmed);
    expect((await chatsOf(anna.agent)).chats.map((c) => c.profile.id)).toEqual([bram.id]);
    const res = await anna.agent.get(`/api/member.php?id=${bram.id}`);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({
      error: 'profile_unavailable',
      message: 'Het profiel van Bram is nu niet te bekijken.',
      details: { id: bram.id, name: 'Bram', reason: 'not_confirmed' },
    });
    const stranger = await loggedInMember(t);
    expect((await stranger.agent.get(`/api/member.php?id=${bram.id}`)).status).toBe(404);
    expect((await t.agent().get(`/api/member.php?id=${bram.id}`)).status).toBe(404);
  });

  it('says a hidden profile is hidden, and a deleted one is simply gone', async () => {
    const { anna, bram } = await writtenToBy({});
    await t.db.update(users).set({ invisible: true }).where(eq(users.id, bram.id));
    expect(await errorOf(await anna.agent.get(`/api/member.php?id=${bram.id}`))).toMatchObject({ details: { reason: 'hidden' } });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, bram.id));
    expect((await anna.agent.get(`/api/member.php?id=${bram.id}`)).status).toBe(404);
  });

  it('can still be reported and blocked by the partner, and by nobody else', async () => {
    const { anna, bram } = await writtenToBy(unconfirmed);
    const report = await anna.agent.post('/api/report.php', { profile: bram.id, reason: 'spam', text: '' });
    expect(report.status, await report.clone().text()).toBe(200);
    expect(await t.db.select({ id: reports.reportedId }).from(reports).where(eq(reports.reporterId, anna.id))).toEqual([{ id: bram.id }]);
    expect((await anna.agent.post('/api/block.php', { profile: bram.id })).status).toBe(200);
    expect(await t.db.select({ id: blocks.blockedId }).from(blocks).where(eq(blocks.blockerId, anna.id))).toEqual([{ id: bram.id }]);
    // Once blocked, the profile answers as any blocked profile does.
    expect((await errorOf(await anna.agent.get(`/api/member.php?id=${bram.id}`))).error).toBe('you_blocked');
    const stranger = await loggedInMember(t);
    expect((await stranger.agent.post('/api/block.php', { profile: bram.id })).status).toBe(404);
    expect((await stranger.agent.post('/api/report.php', { profile: bram.id, reason: 'spam', text: '' })).status).toBe(404);
  });
});
