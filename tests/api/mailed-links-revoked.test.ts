import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs, signUpMember } from '../factories/accounts';
import { errorOf } from '../factories/http';
import { uniqueEmail } from '../factories/members';
import { users } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';

// A mailed reset, activation or address link acts on the account as it was when it was mailed. Once
// the address or the password changes, or the account is deleted, the links still lying in an inbox
// (the old one, or one someone else reads) no longer do anything.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nieuw-wachtwoord-42';
const LINK_INVALID = 'Link verlopen of invalide, vraag een nieuwe e-mail aan';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** A stranger (or the member) asks for a reset link; returns the token mailed to the address. */
async function mailedResetToken(email: string): Promise<string> {
  expect((await t.agent(undefined, { ip: t.newIp() }).post('/api/reset-password.php', { email })).status).toBe(200);
  return tokenOf(t.mail.linkFor(email));
}

const useResetLink = (token: string, password = 'Overgenomen-wachtwoord-7') =>
  t.agent(undefined, { ip: t.newIp() }).put('/api/reset-password.php', { token, password, password_repeat: password });

const changePassword = (agent: Agent, oldPassword: string) =>
  agent.put('/api/password.php', { old_password: oldPassword, password: NEW_PASSWORD, password_repeat: NEW_PASSWORD });

/** Asks for an address change and opens the link mailed to the new address. */
async function changeAddress(agent: Agent, password: string): Promise<string> {
  const email = uniqueEmail('moved');
  expect((await agent.post('/api/mail-change.php', { email, password })).status).toBe(200);
  expect((await t.agent().put('/api/mail-change.php', { token: tokenOf(t.mail.linkFor(email)) })).status).toBe(200);
  return email;
}

async function expectLinkRefused(res: Response): Promise<void> {
  expect(res.status).toBe(422);
  const body = await errorOf(res);
  expect(body.error).toBe('link_invalid');
  expect(body.message).toBe(LINK_INVALID);
}

const accountOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('a mailed reset link', () => {
  it('no longer sets a password once the member changed theirs in the settings', async () => {
    const member = await loggedInMember(t);
    const token = await mailedResetToken(member.email);
    expect((await changePassword(member.agent, member.password)).status).toBe(200);
    await expectLinkRefused(await useResetLink(token));
    await loginAs(t, { email: member.email, password: NEW_PASSWORD });
  });

  it('in the old inbox no longer works once a new address is confirmed', async () => {
    const member = await loggedInMember(t);
    const token = await mailedResetToken(member.email);
    const email = await changeAddress(member.agent, member.password);
    await expectLinkRefused(await useResetLink(token));
    await loginAs(t, { email, password: member.password });
  });

  it('dies with the deletion and stays dead after the account is brought back', async () => {
    const member = await loggedInMember(t);
    const token = await mailedResetToken(member.email);
    expect((await member.agent.post('/api/delete-account.php', { reason: 'time', password: member.password })).status).toBe(200);
    await expectLinkRefused(await useResetLink(token));
    const reactivate = new URL(t.mail.linkFor(member.email));
    expect((await t.agent().get(reactivate.pathname + reactivate.search)).headers.get('location')).toBe('/login?reactivated=1');
    await expectLinkRefused(await useResetLink(token));
    await loginAs(t, member);
  });

  it('of two mailed, the second no longer works once the first set a password', async () => {
    const member = await loggedInMember(t);
    const first = await mailedResetToken(member.email);
    const second = await mailedResetToken(member.email);
    expect((await useResetLink(first, NEW_PASSWORD)).status).toBe(200);
    await expectLinkRefused(await useResetLink(second));
    await loginAs(t, { email: member.email, password: NEW_PASSWORD });
  });
});

describe('a mailed activation link', () => {
  it('no longer confirms the account once the password was changed', async () => {
    const member = await signUpMember(t);
    const link = new URL(t.mail.linkFor(member.email));
    expect((await changePassword(member.agent, member.password)).status).toBe(200);
    const res = await t.agent().get(link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/activate/error');
    expect((await accountOf(member.user.id)).status).toBe('not_confirmed');
  });

  it('sent to the old address no longer confirms the account once the address changed', async () => {
    const member = await signUpMember(t);
    const oldLink = new URL(t.mail.linkFor(member.email));
    await changeAddress(member.agent, member.password);
    const res = await t.agent().get(oldLink.pathname + oldLink.search);
    expect(res.headers.get('location')).toBe('/activate/error');
    expect((await accountOf(member.user.id)).status).toBe('not_confirmed');
  });
});

describe('a mailed address-change link', () => {
  it('no longer changes the address once the password was changed', async () => {
    const member = await loggedInMember(t);
    const email = uniqueEmail('wanted');
    expect((await member.agent.post('/api/mail-change.php', { email, password: member.password })).status).toBe(200);
    const token = tokenOf(t.mail.linkFor(email));
    expect((await changePassword(member.agent, member.password)).status).toBe(200);
    await expectLinkRefused(await t.agent().put('/api/mail-change.php', { token }));
    expect((await accountOf(member.id)).email).toBe(member.email);
  });
});
