import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { listenOnFreePort, openEventStream } from '../fixtures/event-stream';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { balanceAndLedger } from '../factories/chat';
import { addStaff, staffAgent } from '../factories/staff';
import { creditLedger, staffAudit } from '@/server/db/schema';
import type { CreditAdjustmentDto } from '@/shared/types/staff-members';

let t: TestApp;
let http: Awaited<ReturnType<typeof listenOnFreePort>>;
let support: Agent;
beforeAll(async () => {
  t = await createTestApp();
  http = await listenOnFreePort(t.app);
  support = await staffAgent(t, await addStaff(t, 'support'));
});
afterAll(async () => {
  await http.close();
  await t.close();
});
// A test that moves the server's clock puts it back even when it fails.
afterEach(() => {
  t.container.clock = () => new Date();
});

type Body = { member: number; delta: number; reason?: string; idempotency_key?: string };
const adjust = (body: Body, agent = support) => agent.post('/api/staff/credits.php', { reason: 'Goodwill na storing', idempotency_key: randomUUID(), ...body });

const adjustments = (memberId: number) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, memberId), eq(creditLedger.kind, 'adjustment')));

describe('POST /api/staff/credits.php', () => {
  it('adds and takes credits through the ledger, each on the record with the balance before and after', async () => {
    const member = await insertMember(t.db, { user: { credits: 10 } });
    const up = await adjust({ member: member.id, delta: 25 });
    expect(up.status, await up.clone().text()).toBe(200);
    expect(await bodyOf<CreditAdjustmentDto>(up)).toEqual({ member: member.id, delta: 25, balance: 35 });
    const down = await adjust({ member: member.id, delta: -5, reason: 'Dubbel geboekt' });
    expect((await bodyOf<CreditAdjustmentDto>(down)).balance).toBe(30);
    expect(await balanceAndLedger(t.db, member.id)).toMatchObject({ balance: 30 });
    expect((await adjustments(member.id)).map((r) => [r.delta, r.balanceAfter])).toEqual([
      [25, 35],
      [-5, 30],
    ]);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'credits.adjust'), eq(staffAudit.targetId, String(member.id))));
    expect(audit.map((r) => [r.before, r.after, r.reason])).toEqual([
      [{ credits: 10 }, { credits: 35, delta: 25 }, 'Goodwill na storing'],
      [{ credits: 35 }, { credits: 30, delta: -5 }, 'Dubbel geboekt'],
    ]);
  });

  it('never takes the balance below 0: 422 on delta and nothing changes', async () => {
    const member = await insertMember(t.db, { user: { credits: 3 } });
    const res = await adjust({ member: member.id, delta: -4 });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.delta).toBeDefined();
    expect(await balanceAndLedger(t.db, member.id)).toMatchObject({ balance: 3 });
    expect(await adjustments(member.id)).toEqual([]);
  });

  it('refuses a zero, a delta beyond 10000, a short reason and a key that is no uuid', async () => {
    const member = await insertMember(t.db);
    for (const body of [{ delta: 0 }, { delta: 10_001 }, { delta: 1.5 }, { delta: 5, reason: 'ok' }, { delta: 5, idempotency_key: 'abc' }]) {
      expect((await adjust({ member: member.id, ...body })).status).toBe(422);
    }
    expect(await adjustments(member.id)).toEqual([]);
  });

  it('applies a retried key once and answers the first result again', async () => {
    const member = await insertMember(t.db, { user: { credits: 0 } });
    const key = randomUUID();
    const first = await bodyOf<CreditAdjustmentDto>(await adjust({ member: member.id, delta: 7, idempotency_key: key }));
    const again = await adjust({ member: member.id, delta: 7, idempotency_key: key });
    expect(again.status).toBe(200);
    expect(await bodyOf<CreditAdjustmentDto>(again)).toEqual(first);
    expect(await adjustments(member.id)).toHaveLength(1);
  });

  it('refuses a key already used for another member', async () => {
    const [first, second] = [await insertMember(t.db), await insertMember(t.db)];
    const key = randomUUID();
    expect((await adjust({ member: first.id, delta: 4, idempotency_key: key })).status).toBe(200);
    const res = await adjust({ member: second.id, delta: 4, idempotency_key: key });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.idempotency_key).toBeDefined();
    expect(await adjustments(second.id)).toEqual([]);
  });

  it('applies racing requests with the same key once', async () => {
    const member = await insertMember(t.db, { user: { credits: 0 } });
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => adjust({ member: member.id, delta: 9, idempotency_key: key })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await adjustments(member.id)).toHaveLength(1);
    expect(await balanceAndLedger(t.db, member.id)).toMatchObject({ balance: 9 });
  });

  it('asks for a fresh code ten minutes after the last one', async () => {
    const member = await insertMember(t.db);
    t.container.clock = () => new Date(Date.now() + 11 * 60_000);
    const res = await adjust({ member: member.id, delta: 5 });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('code_required');
    expect(await adjustments(member.id)).toEqual([]);
  });

  it('is for support and admin only', async () => {
    const member = await insertMember(t.db);
    const operator = await staffAgent(t, await addStaff(t, 'operator'));
    expect((await adjust({ member: member.id, delta: 5 }, operator)).status).toBe(403);
  });

  it('shows the new balance on the member’s open pages', async () => {
    const member = await loggedInMember(t, { user: { credits: 2 } });
    const cookie = [...member.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = await openEventStream(`${http.origin}/api/events.php`, { cookie });
    expect((await adjust({ member: member.id, delta: 8 })).status).toBe(200);
    const event = await stream.next();
    await stream.close();
    expect(event).toMatchObject({ type: 'credits', data: { credits: 10 } });
  });
});
