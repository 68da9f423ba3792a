import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { reports } from '@/server/db/schema';
import { LIMIT_POLICIES } from '@/server/adapters/ratelimit/policies';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (as: Agent, body: Record<string, unknown>) => as.post('/api/report.php', body);
const reportsOf = (reporterId: number) => t.db.select().from(reports).where(eq(reports.reporterId, reporterId));

describe('POST /api/report.php', () => {
  it('stores the report for moderation', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db);
    const res = await report(anna.agent, { profile: bram.id, reason: 'scam', text: '  Vroeg meteen om geld.  ' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await reportsOf(anna.id)).toMatchObject([{ reportedId: bram.id, reason: 'scam', text: 'Vroeg meteen om geld.', status: 'open' }]);
  });

  it('puts the report in the moderation queue with the profile as it is now', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db, { profile: { about: 'Alleen serieuze reacties' } });
    await report(anna.agent, { profile: bram.id, reason: 'underage' });
    const [row] = await reportsOf(anna.id);
    expect(row).toMatchObject({
      source: 'member',
      ground: 'minor',
      subject: 'profile',
      snapshot: { name: bram.name, about: 'Alleen serieuze reacties', photos: [] },
    });
    expect(row.reference).toMatch(/^N-/);
  });

  it('takes a report without an explanation', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db);
    expect((await report(anna.agent, { profile: bram.id, reason: 'fake' })).status).toBe(200);
    expect(await reportsOf(anna.id)).toMatchObject([{ reason: 'fake', text: '' }]);
  });

  it('keeps one report per profile a day, and answers a repeat the same', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db);
    const other = await insertMember(t.db);
    await report(anna.agent, { profile: bram.id, reason: 'spam' });
    expect((await report(anna.agent, { profile: bram.id, reason: 'offensive', text: 'Nog een keer' })).status).toBe(200);
    expect((await report(anna.agent, { profile: other.id, reason: 'spam' })).status).toBe(200);
    expect((await reportsOf(anna.id)).map((r) => [r.reportedId, r.reason])).toEqual([
      [bram.id, 'spam'],
      [other.id, 'spam'],
    ]);
  });

  it('takes a new report about the same profile the next day', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db);
    await report(anna.agent, { profile: bram.id, reason: 'spam' });
    await t.db
      .update(reports)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(reports.reporterId, anna.id));
    await report(anna.agent, { profile: bram.id, reason: 'scam' });
    expect(await reportsOf(anna.id)).toHaveLength(2);
  });

  it('lets a member report someone who blocked them', async () => {
    const anna = await loggedInMember(t);
    const bram = await loggedInMember(t);
    await bram.agent.post('/api/block.php', { profile: anna.id });
    expect((await report(anna.agent, { profile: bram.id, reason: 'offensive' })).status).toBe(200);
  });

  it('explains a missing reason and a text that is too long', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db);
    const res = await report(anna.agent, { profile: bram.id, reason: 'boring', text: 'x'.repeat(1001) });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ reason: 'Kies een geldige optie.', text: 'Deze tekst is te lang.' });
    expect(await reportsOf(anna.id)).toEqual([]);
  });

  it('refuses yourself, unknown and invisible members', async () => {
    const anna = await loggedInMember(t);
    const invisible = await insertMember(t.db, { user: { invisible: true } });
    const self = await report(anna.agent, { profile: anna.id, reason: 'fake' });
    expect(self.status).toBe(422);
    expect((await errorOf(self)).fields).toEqual({ profile: 'Je kunt jezelf niet melden.' });
    expect((await report(anna.agent, { profile: 987654, reason: 'fake' })).status).toBe(404);
    expect((await report(anna.agent, { profile: invisible.id, reason: 'fake' })).status).toBe(404);
    expect(await reportsOf(anna.id)).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const bram = await insertMember(t.db);
    const res = await report(t.agent(), { profile: bram.id, reason: 'fake' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });

  it('limits how many reports one member sends', async () => {
    const anna = await loggedInMember(t);
    const bram = await insertMember(t.db);
    for (let i = 0; i < LIMIT_POLICIES.reportAccount.points; i++) await report(anna.agent, { profile: bram.id, reason: 'spam' });
    const res = await report(anna.agent, { profile: bram.id, reason: 'spam' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
