import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { insertMember, insertPhoto } from '../factories/members';
import { addStaff, staffAgent } from '../factories/staff';
import { photos, profiles, reports, users } from '@/server/db/schema';
import { eraseDeletedAccounts } from '@/server/services/account/erase-deleted-accounts';
import type { ComplaintReceipt } from '@/shared/schemas/complaint';
import type { ModerationItemDto, ModerationQueueDto } from '@/shared/types/moderation';

const QUEUE_SITE = 'queue.localhost';
const OTHER_SITE = 'other.localhost';
let t: TestApp;
let moderator: Agent;
beforeAll(async () => {
  t = await createTestApp({
    sites: [
      { domain: QUEUE_SITE, name: 'Queue' },
      { domain: OTHER_SITE, name: 'Other' },
    ],
  });
  moderator = await staffAgent(t, await addStaff(t, 'moderator', { sites: [DEFAULT_HOST] }));
});
afterAll(() => t.close());

const HOUR = 3600_000;

/** A visitor's notice on a site, dated `hoursAgo`; returns its reference. */
async function notice(why: string, hoursAgo: number, options: { host?: string; where?: string; locale?: string } = {}): Promise<string> {
  const agent = t.agent(options.host ?? DEFAULT_HOST, { ip: t.newIp() });
  if (options.locale) agent.cookies.set('NEXT_LOCALE', options.locale);
  const body = { what: 'profile', where: options.where ?? 'ergens', why, text: `Melding: ${why}`, email: 'melder@example.org' };
  const { reference } = await bodyOf<ComplaintReceipt>(await agent.post('/api/complaint.php', body));
  await t.db
    .update(reports)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(reports.reference, reference));
  return reference;
}

async function queueOf(agent: Agent): Promise<ModerationItemDto[]> {
  const res = await agent.get('/api/staff/reports.php');
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<ModerationQueueDto>(res)).items;
}

const byReference = (items: ModerationItemDto[], reference: string | null) => items.find((i) => i.reference === reference);

describe('GET /api/staff/reports.php', () => {
  it('lists a possible minor first, then illegal content and harassment, then the rest, oldest first', async () => {
    const old = await notice('other', 50, { host: QUEUE_SITE });
    const scam = await notice('scam', 5, { host: QUEUE_SITE });
    const harassment = await notice('harassment', 2, { host: QUEUE_SITE });
    const illegal = await notice('illegal', 3, { host: QUEUE_SITE });
    const minor = await notice('minor', 1, { host: QUEUE_SITE });
    const queueModerator = await staffAgent(t, await addStaff(t, 'moderator', { sites: [QUEUE_SITE] }));
    expect((await queueOf(queueModerator)).map((i) => i.reference)).toEqual([minor, illegal, harassment, old, scam]);
  });

  it('shows a member’s report with the profile as it was, after the member changed it and left', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db, { profile: { about: 'Maak geld over via deze link' } });
    const photo = await insertPhoto(t.db, bram.id);
    await anna.agent.post('/api/report.php', { profile: bram.id, reason: 'scam', text: 'Wil geld' });
    await t.db.update(profiles).set({ about: '' }).where(eq(profiles.userId, bram.id));
    await t.db.delete(photos).where(eq(photos.id, photo.id));
    await t.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 365 * 24 * HOUR) })
      .where(eq(users.id, bram.id));
    await eraseDeletedAccounts(t.container, new Date());
    const item = (await queueOf(moderator)).find((i) => i.target?.id === bram.id);
    expect(item).toMatchObject({
      source: 'member',
      reporter: 'member',
      why: 'scam',
      reason: 'scam',
      text: 'Wil geld',
      target: { id: bram.id, name: null },
      snapshot: { name: bram.name, about: 'Maak geld over via deze link', photos: [photo.filename] },
    });
  });

  it('keeps the reports of a member who left, without their name on them', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db);
    await anna.agent.post('/api/report.php', { profile: bram.id, reason: 'fake' });
    await t.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 365 * 24 * HOUR) })
      .where(eq(users.id, anna.id));
    await eraseDeletedAccounts(t.container, new Date());
    const [row] = await t.db.select().from(reports).where(eq(reports.reportedId, bram.id));
    expect(row).toMatchObject({ reporterId: null, ground: 'impersonation' });
    expect((await queueOf(moderator)).find((i) => i.target?.id === bram.id)).toMatchObject({ reporter: 'member', why: 'impersonation' });
  });

  it('lists the earlier reports about the same member, newest first, decided ones included', async () => {
    const bram = await insertMember(t.db);
    const where = `/members/${bram.id}`;
    const first = await notice('scam', 30, { where });
    await t.db.update(reports).set({ status: 'decided' }).where(eq(reports.reference, first));
    const second = await notice('harassment', 20, { where });
    const third = await notice('other', 10, { where });
    const items = await queueOf(moderator);
    expect(byReference(items, first)).toBeUndefined();
    expect(byReference(items, second)?.earlier).toEqual({ count: 1, last: [expect.objectContaining({ reference: first, status: 'decided', why: 'scam' })] });
    expect(byReference(items, third)?.earlier.count).toBe(2);
    expect(byReference(items, third)?.earlier.last.map((e) => e.reference)).toEqual([second, first]);
    expect(byReference(items, third)).toMatchObject({ source: 'notice', reporter: 'visitor', target: { id: bram.id, name: bram.name } });
  });

  it('shows each moderator only the sites and languages they work on', async () => {
    const dutch = await notice('scam', 1, { host: OTHER_SITE, locale: 'nl' });
    const german = await notice('scam', 1, { host: OTHER_SITE, locale: 'de' });
    const germanOnly = await staffAgent(t, await addStaff(t, 'moderator', { sites: [OTHER_SITE], languages: ['de'] }));
    expect((await queueOf(germanOnly)).map((i) => i.reference)).toEqual([german]);
    const defaultOnly = await queueOf(moderator);
    expect([byReference(defaultOnly, dutch), byReference(defaultOnly, german)]).toEqual([undefined, undefined]);
    const admin = await staffAgent(t, await addStaff(t, 'admin'));
    expect(byReference(await queueOf(admin), german)).toBeDefined();
  });

  it('is for moderators and admins only', async () => {
    const support = await staffAgent(t, await addStaff(t, 'support'));
    expect((await support.get('/api/staff/reports.php')).status).toBe(403);
    expect((await t.agent().get('/api/staff/reports.php')).status).toBe(401);
  });
});
