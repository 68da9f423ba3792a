import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember, signUpMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto, uniqueEmail } from '../factories/members';
import { addStaff, staffAgent } from '../factories/staff';
import { sessions, staffAudit } from '@/server/db/schema';
import type { MemberDetailDto, MemberHitDto } from '@/shared/types/staff-members';

const OTHER_SITE = 'other.localhost';
let t: TestApp;
let support: Agent;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  support = await staffAgent(t, await addStaff(t, 'support', { sites: [DEFAULT_HOST] }));
});
afterAll(() => t.close());

async function search(agent: Agent, q: string): Promise<MemberHitDto[]> {
  const res = await agent.get(`/api/staff/members.php?q=${encodeURIComponent(q)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<{ members: MemberHitDto[] }>(res)).members;
}

async function detail(agent: Agent, id: number): Promise<MemberDetailDto> {
  const res = await agent.get(`/api/staff/members.php?id=${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await bodyOf<{ member: MemberDetailDto }>(res)).member;
}

const auditRows = (action: string, memberId: number) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, String(memberId))));

describe('GET /api/staff/members.php?q=', () => {
  it('finds a member by exact id, by e-mail prefix in any case and by name prefix', async () => {
    const email = uniqueEmail('Zoekbaar');
    const member = await insertMember(t.db, { email, name: 'Wilhelmina' });
    expect((await search(support, String(member.id))).map((m) => m.id)).toContain(member.id);
    expect((await search(support, email.slice(0, 12).toUpperCase())).map((m) => m.id)).toEqual([member.id]);
    const [hit] = (await search(support, 'wilhelm')).filter((m) => m.id === member.id);
    expect(hit).toMatchObject({ id: member.id, email, name: 'Wilhelmina', site: { domain: DEFAULT_HOST }, status: 'confirmed', deleted: false });
  });

  it('never lists a site’s own (fictional) profiles as members', async () => {
    const profile = await insertMember(t.db, { name: 'Fictiefa', profile: { isFictional: true } });
    expect(await search(support, 'Fictiefa')).toEqual([]);
    expect((await support.get(`/api/staff/members.php?id=${profile.id}`)).status).toBe(404);
  });

  it('takes % and _ literally and answers at most 25 members', async () => {
    expect(await search(support, '%')).toEqual([]);
    for (let i = 0; i < 26; i++) await insertMember(t.db, { name: 'Veelvoud' });
    expect(await search(support, 'Veelvoud')).toHaveLength(25);
  });

  it('keeps another site’s members out of a support agent’s search and detail', async () => {
    const stranger = await insertMember(t.db, { site: OTHER_SITE, name: 'Buitenlander' });
    expect(await search(support, 'Buitenlander')).toEqual([]);
    expect((await support.get(`/api/staff/members.php?id=${stranger.id}`)).status).toBe(404);
    const admin = await staffAgent(t, await addStaff(t, 'admin'));
    expect((await search(admin, 'Buitenlander')).map((m) => m.id)).toEqual([stranger.id]);
  });

  it('asks for a search term', async () => {
    const res = await support.get('/api/staff/members.php');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.q).toBeDefined();
  });
});

describe('GET /api/staff/members.php?id=', () => {
  it('shows the account, profile, credits, sessions and notification state, and puts the lookup on the record', async () => {
    const member = await loggedInMember(t, { name: 'Gerrit', regionCode: 'NL-NH', user: { credits: 40, notificationsDisabled: ['bounce'] } });
    await insertPhoto(t.db, member.id);
    const seen = await detail(support, member.id);
    expect(seen.account).toMatchObject({ id: member.id, email: member.email, name: 'Gerrit', status: 'confirmed', language: 'nl', deleted_at: null });
    expect(seen.profile).toMatchObject({ name: 'Gerrit', photos: 1 });
    expect(seen.credits.balance).toBe(40);
    expect(seen.open_sessions).toBe(1);
    expect(seen.notifications.disabled).toEqual(['bounce']);
    expect(seen.orders).toEqual([]);
    expect(await auditRows('member.view', member.id)).toHaveLength(1);
  });
});

describe('POST /api/staff/member-sessions.php', () => {
  it('logs the member out everywhere, on the record with the reason', async () => {
    const member = await loggedInMember(t);
    const res = await support.post('/api/staff/member-sessions.php', { member: member.id, reason: 'Account overgenomen' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await bodyOf(res)).toEqual({ ended: 1 });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    // The member's browser is logged out: their account page answers as for a visitor.
    expect((await member.agent.get('/api/user.php')).status).toBe(403);
    const [row] = await auditRows('member.sessions_end', member.id);
    expect(row).toMatchObject({ reason: 'Account overgenomen', after: { ended: 1 } });
  });

  it('wants a reason', async () => {
    const member = await loggedInMember(t);
    const res = await support.post('/api/staff/member-sessions.php', { member: member.id, reason: ' ' });
    expect(res.status).toBe(422);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);
  });
});

describe('POST /api/staff/activation-mail.php', () => {
  it('mails a member who is not confirmed a new activation link, on the record', async () => {
    const { email, user } = await signUpMember(t);
    const first = t.mail.linkFor(email);
    const res = await support.post('/api/staff/activation-mail.php', { member: user.id, reason: 'Mail niet ontvangen' });
    expect(res.status, await res.clone().text()).toBe(200);
    await t.container.jobs.drain();
    expect(t.mail.linkFor(email)).not.toBe(first);
    expect(await auditRows('member.activation_resend', user.id)).toHaveLength(1);
  });

  it('refuses a member who is confirmed already', async () => {
    const member = await insertMember(t.db);
    const res = await support.post('/api/staff/activation-mail.php', { member: member.id, reason: 'Mail niet ontvangen' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.member).toBeDefined();
    expect(await auditRows('member.activation_resend', member.id)).toEqual([]);
  });
});
