import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { addStaff, codeOf, secretOf, staffAgent, staffLoginRequest, type TestStaff } from '../factories/staff';
import { staffAudit } from '@/server/db/schema';
import { currentCode } from '@/server/services/staff/totp';
import { LANGUAGE_COOKIE } from '@/shared/constants';
import type { StaffEnrolmentDto, StaffMemberDto, StaffTeamDto } from '@/shared/types/staff';

const OTHER_SITE = 'other.localhost';
const TEN_MINUTES_AND_A_BIT = 11 * 60_000;

let t: TestApp;
let admin: TestStaff;
let adminAgent: Agent;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  admin = await addStaff(t, 'admin');
  adminAgent = await staffAgent(t, admin);
});
afterAll(() => t.close());
// A test that moves the server's clock puts it back even when it fails.
const realClock = () => new Date();
afterEach(() => {
  t.container.clock = realClock;
});

const addRequest = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/staff/staff.php', body);
const newAddress = () => `new-${crypto.randomUUID().slice(0, 8)}@staff.example`;

async function added(body: Record<string, unknown> = {}): Promise<StaffEnrolmentDto> {
  const res = await addRequest(adminAgent, { email: newAddress(), role: 'operator', ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return bodyOf<StaffEnrolmentDto>(res);
}

/** The staff member as an authenticator app and a login form see them after enrolment. */
const enrolled = (enrolment: StaffEnrolmentDto): TestStaff => ({
  id: enrolment.staff.id,
  email: enrolment.staff.email,
  password: enrolment.password ?? '',
  secret: secretOf(enrolment.otpauth_uri),
});

async function auditRows(targetId: number) {
  return t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, 'staff'), eq(staffAudit.targetId, String(targetId))))
    .orderBy(desc(staffAudit.id));
}

const auditCount = async () => (await t.db.select({ n: count() }).from(staffAudit))[0].n;

describe('POST /api/staff/staff.php (admins)', () => {
  it('creates a staff member whose generated password and two-factor secret log in, shown only in this answer', async () => {
    const enrolment = await added({ role: 'operator', sites: [OTHER_SITE], languages: ['de', 'nl'] });
    expect(enrolment.staff).toMatchObject({ role: 'operator', sites: [OTHER_SITE], languages: ['de', 'nl'], disabled: false, last_login_at: null });
    expect(enrolment.password).toMatch(/^\S{20}$/);
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect((await staffLoginRequest(t.agent(), enrolled(enrolment))).status).toBe(200);

    const list = await bodyOf<StaffTeamDto>(await adminAgent.get('/api/staff/staff.php'));
    const listed = list.staff.find((s) => s.id === enrolment.staff.id);
    expect(listed?.last_login_at).not.toBeNull();
    expect(JSON.stringify(list)).not.toMatch(/secret|hash|password|otpauth/i);
  });

  it('writes one audit row naming the admin, with no secret in it', async () => {
    const before = await auditCount();
    const enrolment = await added();
    expect(await auditCount()).toBe(before + 1);
    const [row] = await auditRows(enrolment.staff.id);
    expect(row).toMatchObject({ staffId: admin.id, action: 'staff.create', after: { email: enrolment.staff.email, role: 'operator' } });
    expect(JSON.stringify(row.after)).not.toContain(enrolment.password);
    expect(JSON.stringify(row.after)).not.toContain(secretOf(enrolment.otpauth_uri));
  });

  it.each([
    ['a malformed address', { email: 'not-an-address', role: 'operator' }, 'email', 'Ongeldige e-mail'],
    ['an unknown role', { email: newAddress(), role: 'boss' }, 'role', 'Kies een geldige optie.'],
    ['an unknown site', { email: newAddress(), role: 'operator', sites: ['nowhere.example'] }, 'sites', 'De site nowhere.example bestaat niet.'],
    ['an unknown language', { email: newAddress(), role: 'operator', languages: ['xx'] }, 'languages.0', 'Kies een geldige optie.'],
  ])('refuses %s with a field message in the caller’s language', async (_case, body, field, message) => {
    const before = await auditCount();
    const res = await addRequest(adminAgent, body);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
    expect(await auditCount()).toBe(before);
  });

  it('refuses an address already in use, whatever its case, on the e-mail field', async () => {
    const first = await added();
    const res = await addRequest(adminAgent, { email: first.staff.email.toUpperCase(), role: 'support' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.email).toBe('Er is al een medewerker met dit e-mailadres.');
  });

  it('words the refusal in the language the admin chose', async () => {
    const german = await staffAgent(t, await addStaff(t, 'admin'));
    german.cookies.set(LANGUAGE_COOKIE, 'de');
    const res = await addRequest(german, { email: admin.email, role: 'operator' });
    expect((await errorOf(res)).fields?.email).toBe('Es gibt schon einen Mitarbeiter mit dieser E-Mail-Adresse.');
  });
});

describe('PUT /api/staff/staff.php (admins)', () => {
  it('changes role and scope with one audit row of what changed', async () => {
    const { staff } = await added({ role: 'operator' });
    const before = await auditCount();
    const res = await adminAgent.put('/api/staff/staff.php', { id: staff.id, role: 'support', sites: [OTHER_SITE], languages: ['fi'] });
    expect(res.status).toBe(200);
    expect((await bodyOf<{ staff: StaffMemberDto }>(res)).staff).toMatchObject({ role: 'support', sites: [OTHER_SITE], languages: ['fi'] });
    expect(await auditCount()).toBe(before + 1);
    const [row] = await auditRows(staff.id);
    expect(row).toMatchObject({ staffId: admin.id, action: 'staff.update', before: { role: 'operator', site_ids: [], languages: [] } });
    expect(row.after).toMatchObject({ role: 'support', languages: ['fi'] });
  });

  it('ends a disabled person’s sessions at once, and lets them in again once enabled', async () => {
    const operator = await addStaff(t, 'operator');
    const operatorAgent = await staffAgent(t, operator);
    const res = await adminAgent.put('/api/staff/staff.php', { id: operator.id, disabled: true });
    expect((await bodyOf<{ staff: StaffMemberDto }>(res)).staff.disabled).toBe(true);
    expect((await operatorAgent.get('/api/staff/session.php')).status).toBe(401);
    expect((await staffLoginRequest(t.agent(), operator, codeOf(operator, 1))).status).toBe(401);
    expect((await auditRows(operator.id))[0]).toMatchObject({ action: 'staff.disable', before: { disabled: false }, after: { disabled: true } });

    await adminAgent.put('/api/staff/staff.php', { id: operator.id, disabled: false });
    expect((await auditRows(operator.id))[0]).toMatchObject({ action: 'staff.enable' });
    // The refused login above did not use up the next code: a disabled account's code is never checked.
    expect((await staffLoginRequest(t.agent(), operator, codeOf(operator, 1))).status).toBe(200);
  });

  it('never lets an admin disable or demote themselves', async () => {
    const before = await auditCount();
    const disabled = await adminAgent.put('/api/staff/staff.php', { id: admin.id, disabled: true });
    const demoted = await adminAgent.put('/api/staff/staff.php', { id: admin.id, role: 'operator' });
    expect([disabled.status, demoted.status]).toEqual([422, 422]);
    expect((await errorOf(disabled)).fields?.disabled).toBe('Dat kan niet bij je eigen account. Vraag het een andere beheerder.');
    expect((await errorOf(demoted)).fields?.role).toBeDefined();
    expect(await auditCount()).toBe(before);
    expect((await adminAgent.get('/api/staff/session.php')).status).toBe(200);
  });

  it('writes nothing when nothing changes, and answers 404 for an unknown id', async () => {
    const { staff } = await added();
    const before = await auditCount();
    expect((await adminAgent.put('/api/staff/staff.php', { id: staff.id, role: 'operator' })).status).toBe(200);
    expect(await auditCount()).toBe(before);
    expect((await adminAgent.put('/api/staff/staff.php', { id: 999_999, role: 'support' })).status).toBe(404);
  });
});

describe('POST /api/staff/staff-otp-reset.php (admins)', () => {
  it('gives a new secret once: the old codes and every session end, the new secret logs in', async () => {
    const operator = await addStaff(t, 'operator');
    const operatorAgent = await staffAgent(t, operator);
    const res = await adminAgent.post('/api/staff/staff-otp-reset.php', { id: operator.id });
    expect(res.status).toBe(200);
    const enrolment = await bodyOf<StaffEnrolmentDto>(res);
    expect(enrolment.password).toBeUndefined();
    expect((await operatorAgent.get('/api/staff/session.php')).status).toBe(401);
    expect((await staffLoginRequest(t.agent(), operator, codeOf(operator, 1))).status).toBe(401);
    const renewed = { ...operator, secret: secretOf(enrolment.otpauth_uri) };
    expect((await staffLoginRequest(t.agent(), renewed)).status).toBe(200);
    const row = (await auditRows(operator.id)).find((r) => r.action === 'staff.reset_otp');
    expect(row).toMatchObject({ staffId: admin.id, before: null, after: null });
  });

  it('answers 404 for an unknown id, and refuses an admin’s own reset (it would end the session showing the new secret)', async () => {
    expect((await adminAgent.post('/api/staff/staff-otp-reset.php', { id: 999_999 })).status).toBe(404);
    const own = await adminAgent.post('/api/staff/staff-otp-reset.php', { id: admin.id });
    expect(own.status).toBe(422);
    expect((await errorOf(own)).fields?.id).toBeDefined();
    expect((await adminAgent.get('/api/staff/session.php')).status).toBe(200);
  });
});

describe('who may manage staff', () => {
  const calls = (id: number): Array<(agent: Agent) => Promise<Response>> => [
    (a) => a.get('/api/staff/staff.php'),
    (a) => addRequest(a, { email: newAddress(), role: 'operator' }),
    (a) => a.put('/api/staff/staff.php', { id, role: 'support' }),
    (a) => a.post('/api/staff/staff-otp-reset.php', { id }),
  ];

  it.each(['support', 'moderator', 'operator'] as const)('refuses a %s', async (role) => {
    const agent = await staffAgent(t, await addStaff(t, role));
    for (const call of calls(admin.id)) {
      const res = await call(agent);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('staff_forbidden');
    }
  });

  it('refuses a member and a visitor', async () => {
    const member = await loggedInMember(t);
    for (const agent of [member.agent, t.agent()]) {
      for (const call of calls(admin.id)) expect((await call(agent)).status).toBe(401);
    }
  });

  it('asks an admin whose last code is over 10 minutes old for a new one, then lets them on', async () => {
    const { staff } = await added();
    t.container.clock = () => new Date(Date.now() + TEN_MINUTES_AND_A_BIT);
    for (const call of calls(staff.id)) {
      const res = await call(adminAgent);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ error: 'code_required' });
    }
    const code = currentCode(admin.secret, admin.email, new Date(Date.now() + TEN_MINUTES_AND_A_BIT));
    expect((await adminAgent.put('/api/staff/session.php', { otp: code })).status).toBe(200);
    expect((await adminAgent.get(`/api/staff/staff.php`)).status).toBe(200);
    expect((await adminAgent.put('/api/staff/staff.php', { id: staff.id, role: 'support' })).status).toBe(200);
  });
});

it('keeps the site names of a scope readable in the list', async () => {
  const { staff } = await added({ sites: [DEFAULT_HOST, OTHER_SITE] });
  const list = await bodyOf<StaffTeamDto>(await adminAgent.get('/api/staff/staff.php'));
  expect(list.staff.find((s) => s.id === staff.id)?.sites.sort()).toEqual([DEFAULT_HOST, OTHER_SITE].sort());
  expect(list.sites.map((s) => s.domain)).toEqual(expect.arrayContaining([DEFAULT_HOST, OTHER_SITE]));
});
