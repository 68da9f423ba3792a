import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailTokens, loginAttempts, memberEventCounters, memberEvents, sessions } from '@/server/db/schema';
import { transactionWithEvents } from '@/server/services/events/transaction-with-events';
import { insertMember } from '../factories/members';
import { purgeExpired } from '@/server/jobs/purge-expired';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purging expired rows', () => {
  it('removes expired sessions and stale tokens and attempts, keeps live ones', async () => {
    const a = t.agent();
    const res = await a.post('/api/signup.php', { email: 'purge@example.com', name: 'Pia', password: 'secret12', date_of_birth: '1990-01-01', terms: true });
    expect(res.status).toBe(201);
    await a.post('/api/user.php', { email: 'purge@example.com', password: 'wrong-one' });
    const later = new Date(Date.now() + 31 * 86_400_000);
    await purgeExpired(t.db, new Date());
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    expect(await t.db.select().from(emailTokens)).toHaveLength(1);
    expect(await t.db.select().from(loginAttempts)).toHaveLength(1);
    await purgeExpired(t.db, later);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    expect(await t.db.select().from(emailTokens)).toHaveLength(0);
    expect(await t.db.select().from(loginAttempts)).toHaveLength(0);
  });

  it('forgets member events after a week, but not where their numbering stands', async () => {
    const member = await insertMember(t.db);
    const credits = (value: number) =>
      transactionWithEvents(t.container, async (_tx, emit) => emit({ userId: member.id, type: 'credits', payload: { credits: value } }));
    await credits(1);
    await credits(2);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.db
      .update(memberEvents)
      .set({ createdAt: eightDaysAgo })
      .where(and(eq(memberEvents.userId, member.id), eq(memberEvents.seq, 1)));
    await purgeExpired(t.db, new Date());
    const left = await t.db.select({ seq: memberEvents.seq }).from(memberEvents).where(eq(memberEvents.userId, member.id));
    expect(left).toEqual([{ seq: 2 }]);
    const [counter] = await t.db.select().from(memberEventCounters).where(eq(memberEventCounters.userId, member.id));
    expect(counter.lastSeq).toBe(2);
  });
});
