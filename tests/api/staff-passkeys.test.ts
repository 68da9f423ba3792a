import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { SoftAuthenticator } from '../fixtures/soft-authenticator';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { addStaff, staffAgent, type TestStaff } from '../factories/staff';
import { staffAudit, staffPasskeys } from '@/server/db/schema';
import { resetStaffOtp } from '@/server/services/staff/reset-otp';
import type { PasskeyDto, StaffDto } from '@/shared/types/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.container.clock = () => new Date();
});

/** The back office's origin in these tests: the demo site on localhost, served over http. */
const ORIGIN = `http://${DEFAULT_HOST}`;

type Options = { options: { challenge: string; rpId?: string; rp?: { id: string }; allowCredentials?: { id: string }[] } };

const challengeFor = async (agent: Agent) => (await bodyOf<Options>(await agent.post('/api/staff/passkey-challenge.php', {}))).options;

/** Registers a passkey for a logged-in staff member, as the account page does. */
async function addPasskey(agent: Agent, key: SoftAuthenticator, name = 'Laptop'): Promise<Response> {
  const { options } = await bodyOf<Options>(await agent.post('/api/staff/passkey-registration.php', {}));
  return agent.post('/api/staff/passkeys.php', { name, response: key.register(options) });
}

async function withPasskey(role: 'operator' | 'admin' = 'operator'): Promise<{ member: TestStaff; agent: Agent; key: SoftAuthenticator }> {
  const member = await addStaff(t, role);
  const agent = await staffAgent(t, member);
  const key = new SoftAuthenticator(ORIGIN);
  const res = await addPasskey(agent, key);
  expect(res.status, await res.clone().text()).toBe(201);
  return { member, agent, key };
}

/** A login with password and passkey from a new browser: challenge, answer, session. */
async function passkeyLogin(member: TestStaff, key: SoftAuthenticator, password = member.password): Promise<{ res: Response; agent: Agent }> {
  const agent = t.agent();
  const passkey = key.answer(await challengeFor(agent));
  return { res: await agent.post('/api/staff/session.php', { email: member.email, password, passkey }), agent };
}

describe('passkeys as the second factor', () => {
  it('adds a passkey to the staff member’s own list and records it in the audit trail', async () => {
    const { member, agent, key } = await withPasskey();
    const { passkeys } = await bodyOf<{ passkeys: PasskeyDto[] }>(await agent.get('/api/staff/passkeys.php'));
    expect(passkeys).toEqual([{ id: key.id, name: 'Laptop', created_at: expect.any(String), last_used_at: null }]);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, member.id), eq(staffAudit.action, 'staff.passkey_add')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].after)).not.toMatch(/public/i);
    const other = await staffAgent(t, await addStaff(t, 'admin'));
    expect((await bodyOf<{ passkeys: PasskeyDto[] }>(await other.get('/api/staff/passkeys.php'))).passkeys).toEqual([]);
  });

  it('logs in with the password and the passkey instead of a code, on the record as a passkey login', async () => {
    const { member, key } = await withPasskey();
    const { res, agent } = await passkeyLogin(member, key);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await bodyOf<{ staff: StaffDto }>(res)).staff.id).toBe(member.id);
    expect((await agent.get('/api/staff/session.php')).status).toBe(200);
    const [login] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, member.id), eq(staffAudit.action, 'staff.login')))
      .orderBy(staffAudit.id)
      .then((rows) => rows.slice(-1));
    expect(login.after).toEqual({ method: 'passkey' });
    const [stored] = await t.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, key.id));
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();
  });

  it('refuses, with the one login answer, a replayed answer, a wrong password, another’s key and a foreign origin', async () => {
    const { member, key } = await withPasskey();
    const agent = t.agent();
    const passkey = key.answer(await challengeFor(agent));
    expect((await agent.post('/api/staff/session.php', { email: member.email, password: member.password, passkey })).status).toBe(200);
    const replayed = await t.agent().post('/api/staff/session.php', { email: member.email, password: member.password, passkey });
    const wrongPassword = (await passkeyLogin(member, key, 'not-the-password')).res;
    const stranger = await withPasskey();
    const othersKey = (await passkeyLogin(member, stranger.key)).res;
    const phishing = t.agent();
    const foreign = key.answer(await challengeFor(phishing), 'https://staff-login.example');
    const foreignOrigin = await phishing.post('/api/staff/session.php', { email: member.email, password: member.password, passkey: foreign });
    for (const res of [replayed, wrongPassword, othersKey, foreignOrigin]) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).error).toBe('login_failed');
    }
  });

  it('asks for a recent second factor before a passkey is added, and takes a passkey as that factor', async () => {
    const { agent, key } = await withPasskey();
    t.container.clock = () => new Date(Date.now() + 11 * 60_000);
    const late = await agent.post('/api/staff/passkey-registration.php', {});
    expect(late.status).toBe(403);
    expect((await errorOf(late)).error).toBe('code_required');
    const confirm = await challengeFor(agent);
    expect(confirm.allowCredentials?.map((c) => c.id)).toEqual([key.id]);
    const confirmed = await agent.put('/api/staff/session.php', { passkey: key.answer(confirm) });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect((await addPasskey(agent, new SoftAuthenticator(ORIGIN), 'Telefoon')).status).toBe(201);
  });

  it('does not take a login challenge’s answer as a confirmation, nor the same key twice', async () => {
    const { agent, key } = await withPasskey();
    const loginChallenge = await challengeFor(t.agent());
    const refused = await agent.put('/api/staff/session.php', { passkey: key.answer(loginChallenge) });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields?.passkey).toBeTruthy();
    const again = await addPasskey(agent, key);
    expect(again.status).toBe(422);
    expect((await errorOf(again)).fields?.response).toBeTruthy();
  });

  it('removes only the staff member’s own passkey; a removed one no longer logs in', async () => {
    const { member, agent, key } = await withPasskey();
    const stranger = await withPasskey();
    expect((await agent.delete('/api/staff/passkeys.php', { id: stranger.key.id })).status).toBe(404);
    expect(await t.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, stranger.key.id))).toHaveLength(1);
    expect((await agent.delete('/api/staff/passkeys.php', { id: key.id })).status).toBe(200);
    const removal = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, member.id), eq(staffAudit.action, 'staff.passkey_remove')));
    expect(removal).toHaveLength(1);
    expect((await passkeyLogin(member, key)).res.status).toBe(401);
  });

  it('drops every passkey when the authenticator is reset from the command line', async () => {
    const { member, key } = await withPasskey();
    await resetStaffOtp(t.db, member.email, new Date());
    expect((await passkeyLogin(member, key)).res.status).toBe(401);
  });

  it('answers bad input with field messages, and strangers with 401', async () => {
    const { agent } = await withPasskey();
    const garbage = await agent.post('/api/staff/passkeys.php', { name: '', response: { id: 'not base64url!' } });
    expect(garbage.status).toBe(422);
    expect(Object.keys((await errorOf(garbage)).fields ?? {})).toEqual(expect.arrayContaining(['name']));
    const both = await agent.put('/api/staff/session.php', {});
    expect(both.status).toBe(422);
    const member = await loggedInMember(t);
    for (const stranger of [t.agent(), member.agent]) {
      expect((await stranger.get('/api/staff/passkeys.php')).status).toBe(401);
      expect((await stranger.post('/api/staff/passkey-registration.php', {})).status).toBe(401);
    }
  });
});
