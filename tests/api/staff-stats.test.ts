import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember, signUpMember } from '../factories/accounts';
import { sentText } from '../factories/chat';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { buyPackage, packageOf } from '../factories/payments';
import { addStaff, staffAgent } from '../factories/staff';
import { isSimulator } from '@/server/adapters/payments/simulator/simulator-provider';
import { sites, staffAudit, statsDaily } from '@/server/db/schema';
import { rollupDay } from '@/server/services/stats/rollup-days';
import { runStatsRollup, STATS_ROLLUP_JOB } from '@/server/services/stats/stats-rollup-job';
import { addDays, utcDay } from '@/server/services/stats/days';
import type { StatsDayDto, StatsDto, StatsRevenueDto } from '@/shared/types/stats';

const OTHER_SITE = 'other.localhost';
const DAY_MS = 86_400_000;
let t: TestApp;
let admin: Agent;
let today: string;

beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  admin = await staffAgent(t, await addStaff(t, 'admin'));
  today = utcDay(new Date());
});
afterAll(() => t.close());

/** The periodic rollup, run as the job runner runs it. */
async function runRollup(): Promise<void> {
  await t.container.jobs.enqueue(STATS_ROLLUP_JOB, {});
  await t.container.jobs.drain();
}

async function stats(query: string, agent = admin): Promise<StatsDto> {
  const res = await agent.get(`/api/staff/stats.php?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return bodyOf<StatsDto>(res);
}

const dayOf = (dto: StatsDto, day: string, site = DEFAULT_HOST): StatsDayDto => dto.days.find((d) => d.day === day && d.site === site)!;
const ideal = (dto: StatsDto): StatsRevenueDto | undefined => dto.revenue.find((r) => r.country === 'NL' && r.method === 'ideal' && r.currency === 'EUR');

/** Resolves once a statement of this database waits for a row lock (bounded: fails after 10 s). */
async function waitForALockWait(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [waiting] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (Number(waiting?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no statement came to wait for the recount’s lock');
}

/** A member's authenticated poll (GET /api/user.php): what marks a day as a day of use. */
async function poll(agent: Agent): Promise<void> {
  expect((await agent.get('/api/user.php')).status).toBe(200);
}

describe('GET /api/staff/stats.php', () => {
  it('counts sign-ups, activations, first purchases, net revenue, messages and active members of the day', async () => {
    await runRollup();
    const before = await stats(`from=${today}&to=${today}&site=${DEFAULT_HOST}`);
    const was = dayOf(before, today);
    const wasIdeal = ideal(before) ?? { gross_cents: 0, refunded_cents: 0, charged_back_cents: 0, net_cents: 0 };

    await signUpMember(t, {}, { activate: true });
    await signUpMember(t);
    const pkg = await packageOf(t.db, 'NL', { credits: 250 });
    const buyer = await loggedInMember(t, { country: 'NL', gender: 'male', user: { status: 'confirmed' } });
    const paid = await buyPackage(t, buyer.agent, pkg);
    await buyPackage(t, buyer.agent, pkg); // a second purchase: not a first one
    const refunder = await loggedInMember(t, { country: 'NL', gender: 'male' });
    const refunded = await buyPackage(t, refunder.agent, pkg);
    expect((await refunder.agent.post('/api/refund.php', { id: refunded.id })).status).toBe(200);
    await t.container.jobs.drain();
    const disputer = await loggedInMember(t, { country: 'NL', gender: 'male' });
    const disputed = await buyPackage(t, disputer.agent, pkg);
    if (!isSimulator(t.container.payments)) throw new Error('the tests run on the simulator');
    await t.container.payments.chargeback(disputed.providerPaymentId!);
    await t.container.jobs.drain();

    const lisa = await insertMember(t.db, { gender: 'female', country: 'NL', user: { status: 'confirmed' } });
    await sentText(buyer.agent, lisa.id, 'Hoi Lisa');
    const roos = await insertMember(t.db, { name: 'Roos', profile: { isFictional: true }, user: { status: 'confirmed' } });
    const sent = await sentText(buyer.agent, roos.id, 'Hoi Roos');
    const operator = await staffAgent(t, await addStaff(t, 'operator'));
    expect((await operator.post('/api/staff/inbox-claim.php', { conversation: sent.conversation.id })).status).toBe(200);
    const replied = await operator.post('/api/staff/inbox-reply.php', { conversation: sent.conversation.id, text: 'Hoi Henk!', nonce: crypto.randomUUID() });
    expect(replied.status, await replied.clone().text()).toBe(201);
    await poll(buyer.agent);
    await poll(buyer.agent); // twice in a day is one day of use
    await poll(refunder.agent);

    await runRollup();
    const after = await stats(`from=${today}&to=${today}&site=${DEFAULT_HOST}`);
    const now = dayOf(after, today);
    expect({
      signups: now.signups - was.signups,
      activations: now.activations - was.activations,
      first_purchases: now.first_purchases - was.first_purchases,
      purchases: now.purchases - was.purchases,
      active_members: now.active_members - was.active_members,
      messages_member: now.messages_member - was.messages_member,
      messages_fictional: now.messages_fictional - was.messages_fictional,
      messages_operator: now.messages_operator - was.messages_operator,
    }).toEqual({
      // The buyers were inserted straight into the table today, so they are sign-ups of today too.
      signups: 2 + 3 + 1,
      activations: 1,
      first_purchases: 3,
      purchases: 4,
      active_members: 2,
      messages_member: 1,
      messages_fictional: 1,
      messages_operator: 1,
    });
    const price = paid.amountCents;
    const nowIdeal = ideal(after)!;
    expect({
      gross: nowIdeal.gross_cents - wasIdeal.gross_cents,
      refunded: nowIdeal.refunded_cents - wasIdeal.refunded_cents,
      charged_back: nowIdeal.charged_back_cents - wasIdeal.charged_back_cents,
      net: nowIdeal.net_cents - wasIdeal.net_cents,
    }).toEqual({ gross: 4 * price, refunded: price, charged_back: price, net: 2 * price });
    expect(after.totals.revenue.find((m) => m.currency === 'EUR')!.net_cents).toBe(nowIdeal.net_cents);
    expect(after.site).toMatchObject({ domain: DEFAULT_HOST });
    expect(after.days.every((d) => d.site === DEFAULT_HOST)).toBe(true);
  });

  it('gives the share of a day’s new members active again 7 and 30 days later', async () => {
    const sevenAgo = addDays(today, -7);
    const thirtyAgo = addDays(today, -30);
    const back = await loggedInMember(t, { user: { status: 'confirmed', activatedAt: new Date(Date.now() - 7 * DAY_MS) } });
    await insertMember(t.db, { user: { status: 'confirmed', activatedAt: new Date(Date.now() - 7 * DAY_MS) } }); // never came back
    const loyal = await loggedInMember(t, { user: { status: 'confirmed', activatedAt: new Date(Date.now() - 30 * DAY_MS) } });
    await poll(back.agent);
    await poll(loyal.agent);
    await runRollup();

    const dto = await stats(`from=${thirtyAgo}&to=${today}`);
    expect(dto.cohorts.find((c) => c.day === sevenAgo)).toMatchObject({ activated: 2, retained_7: 1, rate_7: 0.5, rate_30: null });
    expect(dto.cohorts.find((c) => c.day === thirtyAgo)).toMatchObject({ activated: 1, retained_30: 1, rate_30: 1 });
    // Today's cohort has no 7th day yet.
    expect(dto.cohorts.find((c) => c.day === today)?.rate_7).toBeNull();
  });

  it('keeps to the site asked for, by domain or id, and answers 404 for a site that does not exist', async () => {
    await insertMember(t.db, { site: OTHER_SITE, user: { status: 'confirmed' } });
    await runRollup();
    const [other] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, OTHER_SITE));
    for (const site of [OTHER_SITE, String(other.id)]) {
      const dto = await stats(`from=${today}&to=${today}&site=${site}`);
      expect(dto.days.map((d) => d.site)).toEqual([OTHER_SITE]);
      expect(dto.totals.signups).toBeGreaterThanOrEqual(1);
    }
    const all = await stats(`from=${today}&to=${today}`);
    expect(new Set(all.days.map((d) => d.site))).toEqual(new Set([DEFAULT_HOST, OTHER_SITE]));
    expect(all.totals.signups).toBe(dayOf(all, today).signups + dayOf(all, today, OTHER_SITE).signups);
    expect((await admin.get(`/api/staff/stats.php?from=${today}&to=${today}&site=nowhere.example`)).status).toBe(404);
  });

  it('gives the days as CSV with a header row and a file name', async () => {
    const from = addDays(today, -1);
    for (const res of [
      await admin.get(`/api/staff/stats.php?from=${from}&to=${today}&format=csv`),
      await admin.get(`/api/staff/stats.php?from=${from}&to=${today}`, { accept: 'text/csv' }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="stats-all-${from}-${today}.csv"`);
      const lines = (await res.text()).trimEnd().split('\r\n');
      const header = lines[0].split(',');
      expect(header.slice(0, 4)).toEqual(['day', 'site', 'signups', 'activations']);
      expect(header).toContain('net_cents_EUR');
      const todayRow = lines.find((line) => line.startsWith(`${today},${DEFAULT_HOST},`))!.split(',');
      expect(todayRow).toHaveLength(header.length);
      expect(Number(todayRow[header.indexOf('signups')])).toBe(dayOf(await stats(`from=${today}&to=${today}`), today).signups);
    }
  });

  it('answers 422 for a date that does not exist, a range backwards or over 366 days', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'from', 'statsDateInvalid'],
      ['from=yesterday&to=2026-03-01', 'from', 'statsDateInvalid'],
      ['to=2026-03-01', 'from', 'statsDateInvalid'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'statsRangeOrder'],
      ['from=2025-01-01&to=2026-01-02', 'to', 'statsRangeTooLong'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/staff/stats.php?${query}`);
      expect(res.status, query).toBe(422);
      expect((await errorOf(res)).fields?.[field], query).toBeTruthy();
    }
    expect((await admin.get('/api/staff/stats.php?from=2025-01-01&to=2026-01-01')).status).toBe(200);
  });

  it('is for admins only', async () => {
    for (const role of ['operator', 'support', 'moderator'] as const) {
      const agent = await staffAgent(t, await addStaff(t, role));
      expect((await agent.get(`/api/staff/stats.php?from=${today}&to=${today}`)).status, role).toBe(403);
    }
    const member = await loggedInMember(t);
    expect((await member.agent.get(`/api/staff/stats.php?from=${today}&to=${today}`)).status).toBe(401);
  });
});

describe('POST /api/staff/stats.php', () => {
  it('keeps an admin’s recount when a periodic run that started before it writes afterwards', async () => {
    const startedBefore = new Date(Date.now() - 60_000);
    expect((await admin.post('/api/staff/stats.php', { from: today, to: today })).status).toBe(200);
    const recounted = dayOf(await stats(`from=${today}&to=${today}`), today).signups;
    await signUpMember(t);
    // The overtaken run writes last, with its older start: the recount's figures stay.
    await runStatsRollup(t.container, { from: today, to: today }, startedBefore);
    expect(dayOf(await stats(`from=${today}&to=${today}`), today).signups).toBe(recounted);
    await runRollup();
    expect(dayOf(await stats(`from=${today}&to=${today}`), today).signups).toBe(recounted + 1);
  });

  it('keeps a recount still being written when a run that started before it comes to write', async () => {
    await runRollup();
    // Today as the periodic run of ten minutes ago left it; then one started a minute ago and a recount now.
    await t.db
      .update(statsDaily)
      .set({ computedAt: new Date(Date.now() - 600_000) })
      .where(eq(statsDaily.day, today));
    const recountAt = new Date();
    let commitRecount = () => {};
    const recountHeld = new Promise<void>((resolve) => (commitRecount = resolve));
    let recountWrote = () => {};
    const recountWritten = new Promise<void>((resolve) => (recountWrote = resolve));
    const recount = t.db.transaction(async (tx) => {
      await rollupDay(tx, today, recountAt);
      recountWrote();
      await recountHeld;
    });
    await recountWritten;
    // The older run counts and comes to write while the recount's rows are written but not committed.
    const olderRun = rollupDay(t.db, today, new Date(recountAt.getTime() - 60_000));
    // On PostgreSQL it then waits for the recount's row lock (the embedded database runs it after the commit).
    if (process.env.DATABASE_URL) await waitForALockWait();
    commitRecount();
    await Promise.all([recount, olderRun]);
    const rows = await t.db.select({ computedAt: statsDaily.computedAt }).from(statsDaily).where(eq(statsDaily.day, today));
    expect(rows.map((row) => row.computedAt.getTime())).toEqual(rows.map(() => recountAt.getTime()));
  });

  it('counts a range again now, with an audit row, and takes at most 31 days', async () => {
    const recompute = () => admin.post('/api/staff/stats.php', { from: addDays(today, -2), to: today });
    expect((await recompute()).status).toBe(200);
    const before = dayOf(await stats(`from=${today}&to=${today}`), today).signups;
    await signUpMember(t);
    const res = await recompute();
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await bodyOf(res)).toEqual({ days: 3 });
    expect(dayOf(await stats(`from=${today}&to=${today}`), today).signups).toBe(before + 1);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'stats.recompute'));
    expect(audit.at(-1)?.after).toEqual({ from: addDays(today, -2), to: today });
    const tooLong = await admin.post('/api/staff/stats.php', { from: addDays(today, -31), to: today });
    expect(tooLong.status).toBe(422);
    expect((await errorOf(tooLong)).fields?.to).toBeTruthy();
  });
});
