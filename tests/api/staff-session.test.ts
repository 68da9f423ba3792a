import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf, setCookieOf } from '../factories/http';
import { addStaff, codeOf, staffAgent, staffLoginRequest } from '../factories/staff';
import { staffSessions } from '@/server/db/schema';
import { disableStaff } from '@/server/services/staff/staff-accounts';
import { resetStaffOtp } from '@/server/services/staff/reset-otp';
import type { StaffDto } from '@/shared/types/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/staff/session.php', () => {
  it('logs in with e-mail, password and the current code, in a strict cookie of its own', async () => {
    const operator = await addStaff(t, 'operator', { languages: ['nl'] });
    const res = await staffLoginRequest(t.agent(), operator);
    expect(res.status).toBe(200);
    const { staff } = await bodyOf<{ staff: StaffDto }>(res);
    expect(staff).toEqual({ id: operator.id, email: operator.email, role: 'operator', site_ids: [], languages: ['nl'] });
    expect(JSON.stringify(staff)).not.toMatch(/secret|hash/i);
    const cookie = setCookieOf(res, 'staff');
    expect(cookie?.attributes.get('samesite')).toBe('Strict');
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('max-age')).toBe(String(12 * 3600));
  });

  it('names the cookie __Host-staff over HTTPS', async () => {
    const operator = await addStaff(t, 'operator');
    const res = await t
      .agent()
      .post('/api/staff/session.php', { email: operator.email, password: operator.password, otp: codeOf(operator) }, { 'x-forwarded-proto': 'https' });
    const cookie = setCookieOf(res, '__Host-staff');
    expect(cookie?.attributes.has('secure')).toBe(true);
    expect(cookie?.attributes.get('path')).toBe('/');
  });

  it('gives one answer for a wrong password, a wrong code, a reused code and an unknown address', async () => {
    const operator = await addStaff(t, 'operator');
    const wrongPassword = await staffLoginRequest(t.agent(), { ...operator, password: 'not-the-password' });
    const wrongCode = await staffLoginRequest(t.agent(), operator, codeOf(operator) === '000000' ? '111111' : '000000');
    const unknown = await staffLoginRequest(t.agent(), { ...operator, email: 'nobody@staff.example' });
    await staffAgent(t, operator);
    const reused = await staffLoginRequest(t.agent(), operator);
    for (const res of [wrongPassword, wrongCode, unknown, reused]) {
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({
        error: 'login_failed',
        message: 'Inloggen mislukt. Controleer je e-mailadres, wachtwoord en de code uit je authenticator-app.',
      });
    }
  });

  it('refuses a code that is not six digits with a field message', async () => {
    const operator = await addStaff(t, 'operator');
    const res = await staffLoginRequest(t.agent(), operator, '12ab');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.otp).toBe('Deze code klopt niet of is al gebruikt. Voer de nieuwe code uit je app in.');
  });

  it('locks the account for this address after five failures, as for members', async () => {
    const operator = await addStaff(t, 'operator');
    const agent = t.agent(undefined, { ip: t.newIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await staffLoginRequest(agent, { ...operator, password: `wrong-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await staffLoginRequest(agent, operator)).status).toBe(429);
  });

  it('refuses a disabled staff member and ends their sessions', async () => {
    const operator = await addStaff(t, 'operator');
    const agent = await staffAgent(t, operator);
    expect((await agent.get('/api/staff/session.php')).status).toBe(200);
    await disableStaff(t.db, operator.email, new Date());
    expect((await agent.get('/api/staff/session.php')).status).toBe(401);
    expect((await staffLoginRequest(t.agent(), operator, codeOf(operator, 1))).status).toBe(401);
  });

  it('ends a session idle for an hour, and any session after 12 hours', async () => {
    const operator = await addStaff(t, 'operator');
    const agent = await staffAgent(t, operator);
    await t.db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '61 minutes'` })
      .where(eq(staffSessions.staffId, operator.id));
    expect((await agent.get('/api/staff/inbox.php')).status).toBe(401);
    const again = t.agent();
    expect((await staffLoginRequest(again, operator, codeOf(operator, 1))).status).toBe(200);
    await t.db
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffSessions.staffId, operator.id));
    expect((await again.get('/api/staff/inbox.php')).status).toBe(401);
  });

  it('logs out with DELETE: the session ends on the server too', async () => {
    const operator = await addStaff(t, 'operator');
    const agent = await staffAgent(t, operator);
    const token = agent.cookies.get('staff');
    expect((await agent.delete('/api/staff/session.php')).status).toBe(200);
    expect(agent.cookies.has('staff')).toBe(false);
    const replayed = await t.agent().get('/api/staff/inbox.php', { cookie: `staff=${token}` });
    expect(replayed.status).toBe(401);
  });

  it('lets a new enrolment replace a lost authenticator: old codes stop working', async () => {
    const operator = await addStaff(t, 'operator');
    const uri = await resetStaffOtp(t.db, operator.email, new Date());
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect((await staffLoginRequest(t.agent(), operator)).status).toBe(401);
    const renewed = { ...operator, secret: new URL(uri).searchParams.get('secret') ?? '' };
    expect((await staffLoginRequest(t.agent(), renewed)).status).toBe(200);
  });
});

describe('members and staff never share a session', () => {
  it('a member session is worth nothing on a staff endpoint', async () => {
    const member = await loggedInMember(t);
    const res = await member.agent.get('/api/staff/inbox.php');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error).toBe('staff_login_required');
  });

  it('a staff session is worth nothing on a member endpoint', async () => {
    const operator = await addStaff(t, 'operator');
    const agent = await staffAgent(t, operator);
    expect((await agent.get('/api/chats.php')).status).toBe(403);
    expect((await agent.get('/api/user.php')).status).toBe(403);
  });
});

describe('PUT /api/staff/session.php (a fresh code for money and ban actions)', () => {
  it('takes the next code and refuses a used one', async () => {
    const admin = await addStaff(t, 'admin');
    const agent = await staffAgent(t, admin);
    const used = await agent.put('/api/staff/session.php', { otp: codeOf(admin) });
    expect(used.status).toBe(422);
    const fresh = await agent.put('/api/staff/session.php', { otp: codeOf(admin, 1) });
    expect(fresh.status).toBe(200);
  });
});
