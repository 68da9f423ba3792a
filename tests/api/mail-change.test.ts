import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { subjectOf } from '../factories/mail';
import { insertMember, uniqueEmail } from '../factories/members';
import { emailTokens, users } from '@/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof loggedInMember>>;

/** Asks for the change and returns the token of the link mailed to the new address. */
async function requestChange(member: Member, email: string): Promise<string> {
  const res = await member.agent.post('/api/mail-change.php', { email, password: member.password });
  expect(res.status, await res.clone().text()).toBe(200);
  const link = new URL(t.mail.linkFor(email));
  expect(link.pathname).toBe('/mail-change/do');
  return link.searchParams.get('token') ?? '';
}

const confirm = (token: string) => t.agent().put('/api/mail-change.php', { token });
const addressOf = async (id: number) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email;

describe('POST /api/mail-change.php', () => {
  it('mails a link to the new address and a notice to the old one, in Dutch', async () => {
    const member = await loggedInMember(t, { name: 'Sanne' });
    const email = uniqueEmail('new');
    await requestChange(member, email);
    const link = t.mail.mails.findLast((m) => m.to === email);
    expect(subjectOf(link)).toBe('Bevestig je nieuwe e-mailadres bij Amora');
    expect(link?.text).toContain('Hoi Sanne, je wilt dit adres gebruiken voor je account bij Amora.');
    const notice = t.mail.mails.findLast((m) => m.to === member.email);
    expect(subjectOf(notice)).toBe('Je e-mailadres bij Amora wordt gewijzigd');
    expect(notice?.text).not.toContain('token=');
  });

  it('mails in the language the member chose', async () => {
    const member = await loggedInMember(t, { user: { language: 'en' } });
    const email = uniqueEmail('new');
    await requestChange(member, email);
    expect(subjectOf(t.mail.mails.findLast((m) => m.to === email))).toBe('Confirm your new e-mail address at Amora');
    expect(subjectOf(t.mail.mails.findLast((m) => m.to === member.email))).toBe('Your e-mail address at Amora is being changed');
  });

  it('keeps the old address in force until the link is opened', async () => {
    const member = await loggedInMember(t);
    await requestChange(member, uniqueEmail('new'));
    expect(await addressOf(member.id)).toBe(member.email);
    await loginAs(t, member);
  });

  it("says 'Controleer je oude wachtwoord.' for a wrong password and mails nothing", async () => {
    const member = await loggedInMember(t);
    const mails = t.mail.mails.length;
    const res = await member.agent.post('/api/mail-change.php', { email: uniqueEmail('new'), password: 'not-my-password' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ password: 'Controleer je oude wachtwoord.' });
    expect(t.mail.mails).toHaveLength(mails);
  });

  it("says 'Nieuw e-mailadres invalide.' for an address that is not one", async () => {
    const member = await loggedInMember(t);
    const res = await member.agent.post('/api/mail-change.php', { email: 'sanne@', password: member.password });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ email: 'Nieuw e-mailadres invalide.' });
  });

  it("says 'Dit e-mailadres heeft al een account op deze site.' for an address in use", async () => {
    const member = await loggedInMember(t);
    const other = await insertMember(t.db);
    const res = await member.agent.post('/api/mail-change.php', { email: other.email.toUpperCase(), password: member.password });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).fields).toEqual({ email: 'Dit e-mailadres heeft al een account op deze site.' });
  });

  it('answers in English to a member who chose English', async () => {
    const member = await loggedInMember(t, { user: { language: 'en' } });
    const res = await member.agent.post('/api/mail-change.php', { email: 'nope', password: member.password });
    expect((await errorOf(res)).fields).toEqual({ email: 'New e-mail address invalid.' });
  });

  it('refuses a visitor with 403 authentication_required', async () => {
    const res = await t.agent().post('/api/mail-change.php', { email: uniqueEmail('new'), password: 'secret12' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('PUT /api/mail-change.php', () => {
  it('sets the new address once: it logs in with it, the old one is gone', async () => {
    const member = await loggedInMember(t);
    const email = uniqueEmail('new');
    const token = await requestChange(member, email);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ email });
    expect(await addressOf(member.id)).toBe(email);
    await loginAs(t, { email, password: member.password });
    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect((await errorOf(again)).fields).toEqual({ token: 'Link verlopen of invalide, vraag een nieuwe e-mail aan' });
  });

  it('refuses an expired link and keeps the old address', async () => {
    const member = await loggedInMember(t);
    const token = await requestChange(member, uniqueEmail('new'));
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailTokens.userId, member.id), eq(emailTokens.purpose, 'mail_change')));
    const res = await confirm(token);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
    expect(await addressOf(member.id)).toBe(member.email);
  });

  it('confirms only the newest requested address: an earlier link stops working', async () => {
    const member = await loggedInMember(t);
    const first = await requestChange(member, uniqueEmail('first'));
    const second = uniqueEmail('second');
    const newest = await requestChange(member, second);
    expect((await confirm(first)).status).toBe(422);
    expect((await confirm(newest)).status).toBe(200);
    expect(await addressOf(member.id)).toBe(second);
  });

  it('refuses an unknown link', async () => {
    const res = await confirm('this-is-not-a-real-token');
    expect((await errorOf(res)).fields).toEqual({ token: 'Link verlopen of invalide, vraag een nieuwe e-mail aan' });
  });

  it('refuses when another account took the address before the link was opened', async () => {
    const member = await loggedInMember(t);
    const email = uniqueEmail('new');
    const token = await requestChange(member, email);
    await insertMember(t.db, { email });
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).fields).toEqual({ email: 'Dit e-mailadres heeft al een account op deze site.' });
    expect(await addressOf(member.id)).toBe(member.email);
  });
});
