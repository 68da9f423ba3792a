import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { errorOf, setCookieOf } from '../factories/http';
import { subjectOf } from '../factories/mail';
import { users } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';

// A member who deleted the account and logs in within the 14 days of regret (§4) is told how to get
// it back, and gets the link again; only the right password learns that much.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const IN_DELETION_NL = (days: number) =>
  `Je account wordt verwijderd. We hebben je een e-mail gestuurd met een link waarmee je je account binnen ${days} ${days === 1 ? 'dag' : 'dagen'} terugzet. Zie je de e-mail niet? Kijk dan ook in je spam.`;

type Member = Awaited<ReturnType<typeof loggedInMember>>;

async function deleted(overrides: Parameters<typeof loggedInMember>[1] = {}): Promise<Member> {
  const member = await loggedInMember(t, overrides);
  const res = await member.agent.post('/api/delete-account.php', { reason: 'time', password: member.password });
  expect(res.status, await res.clone().text()).toBe(200);
  return member;
}

const login = (email: string, password: string, agent: Agent = t.agent(undefined, { ip: t.newIp() })) => agent.post('/api/user.php', { email, password });
const restoreMails = (email: string) => t.mail.mails.filter((m) => m.to === email && m.text.includes('/api/reactivate.php'));
const moveDeletion = (id: number, daysAgo: number) =>
  t.db
    .update(users)
    .set({ deletedAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(users.id, id));

describe('logging in during the deletion period', () => {
  it('tells the member with the right password how to restore the account, and mails the link again', async () => {
    const member = await deleted();
    const res = await login(member.email, member.password);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ error: 'account_in_deletion', message: IN_DELETION_NL(14), details: { days: 14 } });
    expect(setCookieOf(res, 'session')).toBeNull();
    expect(restoreMails(member.email)).toHaveLength(2);

    const link = new URL(t.mail.linkFor(member.email));
    const restored = await t.agent().get(link.pathname + link.search);
    expect(restored.headers.get('location')).toBe('/login?reactivated=1');
    expect((await login(member.email, member.password)).status).toBe(200);
  });

  it('answers in the member’s own language when the visitor chose none', async () => {
    const member = await deleted({ user: { language: 'en' } });
    const res = await login(member.email, member.password);
    expect(res.headers.get('content-language')).toBe('en');
    expect((await errorOf(res)).message).toBe(
      'Your account is being deleted. We have sent you an e-mail with a link that restores your account within 14 days. Can’t find the e-mail? Check your spam folder too.',
    );
    expect(subjectOf(restoreMails(member.email).at(-1))).toBe(subjectOf(restoreMails(member.email)[0]));
  });

  it('counts the days that are left of the 14', async () => {
    const member = await deleted();
    await moveDeletion(member.id, 13.5);
    expect((await errorOf(await login(member.email, member.password))).message).toBe(IN_DELETION_NL(1));
  });

  it('says only ‘Login mislukt’ to a wrong password, as for an address without account', async () => {
    const member = await deleted();
    const res = await login(member.email, 'not-the-password');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ error: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
    expect(restoreMails(member.email)).toHaveLength(1);
  });

  it('says ‘Login mislukt’ once the 14 days are over', async () => {
    const member = await deleted();
    await moveDeletion(member.id, 15);
    const res = await login(member.email, member.password);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error).toBe('login_failed');
  });

  it('mails at most 3 restore links a day and never locks the right password out', async () => {
    const member = await deleted();
    const browser = t.agent(undefined, { ip: t.newIp() });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(member.email, member.password, browser)).status);
    expect(statuses).toEqual(Array(7).fill(403));
    expect(restoreMails(member.email)).toHaveLength(3);
  });
});
