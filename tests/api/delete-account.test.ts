import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs, signupForm } from '../factories/accounts';
import { errorOf, setCookieOf } from '../factories/http';
import { grantCredits, sentText } from '../factories/chat';
import { insertPhoto } from '../factories/members';
import { packageOf, placeOrder } from '../factories/payments';
import { subjectOf } from '../factories/mail';
import { suggestedTo, whereSeen } from '../factories/visibility';
import { insertCandidate } from '../factories/swipe';
import { creditLedger, emailTokens, mailThrottle, memberDays, orders, photos, profiles, sessions, users } from '@/server/db/schema';
import { eraseDeletedAccounts } from '@/server/services/account/erase-deleted-accounts';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const premium = (name: string) => loggedInMember(t, { name, user: { paidUser: true, credits: 100 } });
const remove = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/delete-account.php', body);
const openLink = (email: string) => {
  const link = new URL(t.mail.linkFor(email));
  return t.agent().get(link.pathname + link.search);
};

describe('POST /api/delete-account.php', () => {
  it('asks a visitor to log in (403)', async () => {
    const res = await remove(t.agent(), { reason: 'price', password: 'secret12' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });

  it('refuses a wrong password and keeps the account', async () => {
    const member = await premium('Wanda');
    const res = await remove(member.agent, { reason: 'time', password: 'not-mine' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ password: 'Je wachtwoord klopt niet. Controleer je wachtwoord.' });
    expect((await member.agent.get('/api/user.php')).status).toBe(200);
  });

  it('stops guessing the password after 5 tries (429)', async () => {
    const member = await premium('Gerda');
    for (let i = 0; i < 5; i++) expect((await remove(member.agent, { reason: 'time', password: `guess-${i}` })).status).toBe(422);
    const res = await remove(member.agent, { reason: 'time', password: member.password });
    expect(res.status).toBe(429);
    expect((await member.agent.get('/api/user.php')).status).toBe(200);
  });

  it('asks for remarks with the reason other, and refuses an unknown reason', async () => {
    const member = await premium('Olga');
    const other = await remove(member.agent, { reason: 'other', remarks: ' ', password: member.password });
    expect((await errorOf(other)).fields).toEqual({ remarks: 'Dit veld is verplicht.' });
    const unknown = await remove(member.agent, { reason: 'bored', password: member.password });
    expect((await errorOf(unknown)).fields).toEqual({ reason: 'Kies een geldige optie.' });
    const long = await remove(member.agent, { reason: 'other', remarks: 'x'.repeat(1001), password: member.password });
    expect((await errorOf(long)).fields).toEqual({ remarks: 'Deze tekst is te lang.' });
  });

  it('hides the member everywhere at once, ends every session and mails a reactivation link', async () => {
    const leaver = await premium('Lotte');
    const viewer = await premium('Vera');
    const otherBrowser = await loginAs(t, leaver);
    await leaver.agent.post('/api/like.php', { profile: viewer.id });
    await sentText(leaver.agent, viewer.id, 'Hoi Vera');

    const res = await remove(leaver.agent, { reason: 'other', remarks: 'Ik ga verhuizen.', password: leaver.password });
    expect(res.status).toBe(200);
    expect(setCookieOf(res, 'session')?.value).toBe('');
    expect(await whereSeen(viewer.agent, leaver.id)).toEqual({ search: false, likes: false, chats: false, profile: false });
    expect((await leaver.agent.get('/api/user.php')).status).toBe(403);
    expect((await otherBrowser.get('/api/user.php')).status).toBe(403);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, leaver.id))).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, leaver.id));
    expect(row).toMatchObject({ deletionReason: 'other', deletionRemarks: 'Ik ga verhuizen.' });
    expect(subjectOf([...t.mail.mails].reverse().find((m) => m.to === leaver.email))).toBe('Je account bij Amora is verwijderd');

    const signup = await t.agent(undefined, { ip: t.newIp() }).post('/api/signup.php', signupForm({ email: leaver.email }));
    expect(signup.status).toBe(409);
    expect((await errorOf(signup)).error).toBe('email_in_deletion');
  });

  it('restores the account through the mailed link within 14 days, once', async () => {
    const leaver = await premium('Roos');
    const viewer = await premium('Iris');
    await remove(leaver.agent, { reason: 'found_someone', password: leaver.password });
    const link = t.mail.linkFor(leaver.email);
    const res = await openLink(leaver.email);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?reactivated=1');
    await loginAs(t, leaver);
    expect((await whereSeen(viewer.agent, leaver.id)).profile).toBe(true);
    const again = await t.agent().get(new URL(link).pathname + new URL(link).search);
    expect(again.headers.get('location')).toBe('/account-deleted?link=invalid');
  });

  it('takes the member out of the swipe cards and the match finder at once', async () => {
    const seeker = await loggedInMember(t, { gender: 'male', profile: { lookingForGender: 'female' } });
    const leaver = await insertCandidate(t, { gender: 'female', profile: { lookingForGender: 'male' } });
    expect(await suggestedTo(seeker.agent, leaver.id)).toEqual({ swipe: true, finder: true });
    await remove(await loginAs(t, leaver), { reason: 'no_members', password: leaver.password });
    expect(await suggestedTo(seeker.agent, leaver.id)).toEqual({ swipe: false, finder: false });
  });
});

describe('after the 14 days', () => {
  it('invalidates the link and erases the personal data and photo files, keeping anonymised orders and credits', async () => {
    const leaver = await premium('Eva');
    const photo = await insertPhoto(t.db, leaver.id, { main: true });
    await t.storage.put(photo.filename, Buffer.from('jpeg'), 'image/jpeg');
    await t.storage.put(photo.thumbFilename, Buffer.from('jpeg'), 'image/jpeg');
    await grantCredits(t.db, leaver.id, 10);
    await placeOrder(leaver.agent, await packageOf(t.db, 'NL'));
    // A like mailed to someone: its mail limit names the leaver.
    const liked = await loggedInMember(t, { name: 'Lisa' });
    expect((await leaver.agent.post('/api/like.php', { profile: liked.id })).status).toBe(200);
    const aboutLeaver = () =>
      t.db
        .select()
        .from(mailThrottle)
        .where(and(eq(mailThrottle.kind, 'like'), eq(mailThrottle.subjectId, leaver.id)));
    expect(await aboutLeaver()).toHaveLength(1);
    expect((await leaver.agent.get('/api/user.php')).status).toBe(200); // a day of use (member_days)
    const daysOfUse = () => t.db.select().from(memberDays).where(eq(memberDays.userId, leaver.id));
    expect(await daysOfUse()).toHaveLength(1);
    await remove(leaver.agent, { reason: 'price', password: leaver.password });

    const past = new Date(Date.now() - 15 * DAY_MS);
    await t.db.update(users).set({ deletedAt: past }).where(eq(users.id, leaver.id));
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(past.getTime() + 14 * DAY_MS) })
      .where(eq(emailTokens.userId, leaver.id));
    expect((await openLink(leaver.email)).headers.get('location')).toBe('/account-deleted?link=invalid');

    expect(await eraseDeletedAccounts(t.container, new Date())).toBe(1);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, leaver.id))).toHaveLength(0);
    expect(await t.db.select().from(photos).where(eq(photos.userId, leaver.id))).toHaveLength(0);
    expect(await aboutLeaver()).toEqual([]);
    expect(await daysOfUse()).toEqual([]);
    expect(await t.storage.get(photo.filename)).toBeNull();
    expect(await t.storage.get(photo.thumbFilename)).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, leaver.id));
    expect(row).toMatchObject({ email: `deleted-${leaver.id}@invalid`, passwordHash: '' });
    expect(await t.db.select().from(orders).where(eq(orders.userId, leaver.id))).toHaveLength(1);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, leaver.id))).not.toHaveLength(0);
    expect((await t.agent().post('/api/user.php', { email: leaver.email, password: leaver.password })).status).not.toBe(200);
    expect(await eraseDeletedAccounts(t.container, new Date())).toBe(0);
  });
});
